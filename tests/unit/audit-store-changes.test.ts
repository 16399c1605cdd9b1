import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { AuditEntry } from '../../server/contracts';
import { watchStore } from '../../server/audit/store-changes';
import { startSession } from '../../server/auth/sessions';
import { withActor } from '../../server/infra/audit-actor';
import { auditLog } from '../../server/infra/audit-log';
import { openStore } from '../../server/store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-audit-store-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function entries(): Promise<AuditEntry[]> {
  const folder = path.join(dataDir, 'audit');
  const names = await readdir(folder).catch(() => [] as string[]);
  const text = (await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))).join('');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}

// Writes from several requests share one durable write (group commit): each must still be its own admin's.
it('names the admin of each write of one batch, and nothing of a refused write or one without an admin', async () => {
  const store = await openStore(dataDir);
  const audit = auditLog({ dataDir, now: () => new Date('2026-03-01T10:00:00.000Z') });
  watchStore(store, audit);
  const [first, second] = await store.members.createMany([
    { firstName: 'Een', lastName: 'Lid' },
    { firstName: 'Twee', lastName: 'Lid' },
  ]);

  const results = await Promise.allSettled([
    withActor(7, () => store.members.update(first!.id, (current) => ({ ...current, comments: 'van 7' }))),
    withActor(8, () => store.members.update(second!.id, (current) => ({ ...current, phoneNumber: '050 11 22 33' }))),
    withActor(8, () => store.members.update(second!.id, (current) => current, { expectedVersion: 1 })),
    withActor(9, () => store.members.create({ firstName: 'Drie', lastName: 'Lid', comments: '' })),
    // A public form, the mail queue, a sign-in: no admin, no entry.
    store.members.update(first!.id, (current) => ({ ...current, active: false })),
    // Sessions are no admin's work, even in an admin's request.
    withActor(7, () => startSession(store, first!.id, new Date(), 'Firefox')),
  ]);
  expect(results.map((result) => result.status)).toEqual([
    'fulfilled',
    'fulfilled',
    'rejected',
    'fulfilled',
    'fulfilled',
    'fulfilled',
  ]);
  expect(store.members.revision).toBe(2);
  await audit.settled();
  expect(await entries()).toEqual([
    {
      at: '2026-03-01T10:00:00.000Z',
      kind: 'wijziging',
      actorId: 7,
      action: 'gewijzigd',
      collection: 'members',
      recordIds: [first!.id],
      fields: ['comments'],
    },
    {
      at: '2026-03-01T10:00:00.000Z',
      kind: 'wijziging',
      actorId: 8,
      action: 'gewijzigd',
      collection: 'members',
      recordIds: [second!.id],
      fields: ['phoneNumber'],
    },
    {
      at: '2026-03-01T10:00:00.000Z',
      kind: 'wijziging',
      actorId: 9,
      action: 'aangemaakt',
      collection: 'members',
      recordIds: [3],
      fields: expect.arrayContaining(['firstName', 'lastName']) as string[],
    },
  ]);
});

it('never fails a write because the log cannot be written', async () => {
  const store = await openStore(dataDir);
  const logged: unknown[][] = [];
  // A file where the log's folder should be: every append fails.
  await writeFile(path.join(dataDir, 'audit'), 'geen map');
  const audit = auditLog({ dataDir, now: () => new Date(), log: { error: (...args: unknown[]) => logged.push(args) } });
  watchStore(store, audit);
  const made = await withActor(7, () => store.members.create({ firstName: 'Toch', lastName: 'Bewaard' }));
  await audit.record({ kind: 'export', action: 'proef', actorId: 7 });
  await audit.settled();
  expect(store.members.get(made.id)?.firstName).toBe('Toch');
  expect(logged.map((args) => String(args[0]))).toEqual([
    expect.stringMatching(/^Het logboek kon niet bijgewerkt worden \(E[A-Z]+\)\.$/),
    expect.stringMatching(/^Het logboek kon niet bijgewerkt worden \(E[A-Z]+\)\.$/),
  ]);
});
