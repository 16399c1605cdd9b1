import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recoveryCodeDigest } from '../../server/auth/recovery-codes';
import type { TwoStepStart } from '../../server/contracts';
import { createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { archiveEntries } from '../helpers/tar-archive';
import { enrol, testClock } from '../helpers/two-step';

let server: TestServer;
afterEach(() => server?.close());

/** What of a two-step secret `text` holds: the secret, a recovery code, or a recovery code's digest. */
function secretsIn(text: string, secret: string, recoveryCodes: string[]): string[] {
  const found: string[] = [];
  if (text.includes(secret)) found.push('the secret');
  for (const code of recoveryCodes) {
    if (text.includes(code) || text.includes(code.replace(/-/g, ''))) found.push(`recovery code ${code}`);
    if (text.includes(recoveryCodeDigest(code))) found.push(`the digest of ${code}`);
  }
  return found;
}

describe('the secrets of two-step verification', () => {
  it('are never kept for an Idempotency-Key: a repeat of start makes a new secret, a repeat of confirm is refused', async () => {
    const clock = testClock();
    server = await startTestServer({ now: clock.now });
    const admin = await createAdmin(server);
    const keyed = (key: string) => ({ 'Idempotency-Key': key });
    const first = await admin.request('/admin/api/two-step/start', { method: 'POST', headers: keyed('start-1') });
    const repeat = await admin.request('/admin/api/two-step/start', { method: 'POST', headers: keyed('start-1') });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBeNull();
    expect((repeat.json as TwoStepStart).secret).not.toBe((first.json as TwoStepStart).secret);

    const { secret, recoveryCodes } = await enrol(admin, clock.now(), keyed('enrol'));
    const again = await admin.request('/admin/api/two-step/confirm', {
      method: 'POST',
      headers: keyed('enrol'),
      body: { code: '000000' },
    });
    expect(again.status).toBe(409);
    // Another write with a key is kept as always, so the store does keep answers: just none of these.
    const kept = await admin.request('/admin/api/change-password', {
      method: 'POST',
      headers: keyed('password'),
      body: { oldPassword: admin.password, newPassword: 'een-nieuw-wachtwoord' },
    });
    expect(kept.status).toBe(200);
    expect(server.store.idempotency.all().map((entry) => entry.path)).toEqual(['/admin/api/change-password']);
    const file = await readFile(path.join(server.config.dataDir, 'idempotency.json'), 'utf8');
    expect(secretsIn(file, secret, recoveryCodes)).toEqual([]);
  });

  it('are never in a backup, and the log holds none of them', async () => {
    const clock = testClock();
    server = await startTestServer({ now: clock.now });
    const admin = await createAdmin(server);
    const { secret, recoveryCodes } = await enrol(admin, clock.now());
    expect(server.store.twoStep.size).toBe(1);

    const download = await fetch(`${server.url}/admin/api/backup/download`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(download.status).toBe(200);
    const archive = await archiveEntries(Buffer.from(await download.arrayBuffer()));
    expect([...archive.keys()]).toContain('data/members.json');
    expect([...archive.keys()].filter((name) => name.includes('two-step'))).toEqual([]);
    for (const [name, bytes] of archive)
      expect(secretsIn(bytes.toString('utf8'), secret, recoveryCodes), name).toEqual([]);
    const log = await readFile(
      path.join(server.services.audit.folder, `${clock.now().toISOString().slice(0, 7)}.jsonl`),
      'utf8',
    );
    expect(log).toContain('aangezet');
    expect(secretsIn(log, secret, recoveryCodes)).toEqual([]);
  });
});
