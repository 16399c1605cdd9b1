import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { openStore, type Store } from '../../server/store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-write-many-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

type FileRecord = Record<string, unknown> & { id: number; version: number };

async function membersOnDisk(): Promise<{ nextId: number; records: FileRecord[] }> {
  return JSON.parse(await readFile(path.join(dataDir, 'members.json'), 'utf8'));
}

async function withMembers(count: number): Promise<Store> {
  const store = await openStore(dataDir);
  await store.members.createMany(
    Array.from({ length: count }, (_, i) => ({ firstName: `Lid${i + 1}`, lastName: 'Veel' })),
  );
  return store;
}

describe('store: writeMany', () => {
  it('creates, updates and removes in one durable write and answers each part', async () => {
    let clock = new Date('2026-04-01T10:00:00Z');
    const store = await openStore(dataDir, { now: () => clock });
    await store.members.createMany([1, 2, 3].map((n) => ({ firstName: `Lid${n}`, lastName: 'Veel' })));
    const revision = store.members.revision;
    clock = new Date('2026-04-02T10:00:00Z');

    const written = await store.members.writeMany({
      create: [{ firstName: 'Nieuw', lastName: 'Lid' }],
      update: [{ id: 2, expectedVersion: 1, change: (current) => ({ ...current, paid: true }) }],
      remove: [{ id: 3, expectedVersion: 1 }],
    });
    expect(written.created.map((record) => [record.id, record.version, record.firstName])).toEqual([[4, 1, 'Nieuw']]);
    expect(written.updated.map((record) => [record.id, record.version, record.paid, record.updatedAt])).toEqual([
      [2, 2, true, '2026-04-02T10:00:00.000Z'],
    ]);
    expect(written.removed.map((record) => [record.id, record.firstName])).toEqual([[3, 'Lid3']]);
    expect(store.members.revision).toBe(revision + 1);
    const file = await membersOnDisk();
    expect(file.records.map((record) => [record.id, record.version])).toEqual([
      [1, 1],
      [2, 2],
      [4, 1],
    ]);
    expect(file.nextId).toBe(5);
  });

  it('refuses the whole write when one update names a stale version: nothing is created, changed or removed', async () => {
    const store = await withMembers(3);
    await store.members.update(2, (current) => ({ ...current, comments: 'intussen gewijzigd' }));
    const revision = store.members.revision;
    const before = await membersOnDisk();

    const write = store.members.writeMany({
      create: [{ firstName: 'Nieuw', lastName: 'Lid' }],
      update: [
        { id: 1, expectedVersion: 1, change: (current) => ({ ...current, paid: true }) },
        { id: 2, expectedVersion: 1, change: (current) => ({ ...current, paid: true }) },
      ],
      remove: [{ id: 3 }],
    });
    await expect(write).rejects.toMatchObject({ status: 409 });
    expect(store.members.revision).toBe(revision);
    expect(await membersOnDisk()).toEqual(before);
    expect(store.members.get(1)).toMatchObject({ version: 1, paid: false });
    expect(store.members.get(3)).toBeDefined();
    // The id the refused create would have had is still free.
    expect((await store.members.create({ firstName: 'Later', lastName: 'Lid' })).id).toBe(4);
  });

  it('refuses the whole write for an invalid new record, a missing record to remove or an id named twice', async () => {
    const store = await withMembers(2);
    const revision = store.members.revision;

    await expect(
      store.members.writeMany({
        create: [
          { firstName: 'Goed', lastName: 'Lid' },
          { firstName: '', lastName: 'Leeg' },
        ],
        update: [{ id: 1, change: (current) => ({ ...current, paid: true }) }],
      }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      store.members.writeMany(
        { update: [{ id: 1, change: (current) => current }], remove: [{ id: 99 }] },
        { notFoundMessage: 'Dit lid bestaat niet.' },
      ),
    ).rejects.toMatchObject({ status: 404, message: 'Dit lid bestaat niet.' });
    await expect(
      store.members.writeMany({ update: [{ id: 1, change: (current) => current }], remove: [{ id: 1 }] }),
    ).rejects.toThrow(/named twice/);

    expect(store.members.revision).toBe(revision);
    expect(store.members.all().map((record) => [record.id, record.version, record.paid])).toEqual([
      [1, 1, false],
      [2, 1, false],
    ]);
    expect((await membersOnDisk()).nextId).toBe(3);
  });

  it('shares a batch with writes queued before it and sees them: its version check counts their changes', async () => {
    const store = await withMembers(2);
    const revision = store.members.revision;
    // Made in one turn: one batch. The update before it moves member 1 to version 2.
    const [first, many] = await Promise.allSettled([
      store.members.update(1, (current) => ({ ...current, comments: 'eerst' })),
      store.members.writeMany({ update: [{ id: 1, expectedVersion: 1, change: (current) => current }] }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(many).toMatchObject({ status: 'rejected', reason: { status: 409 } });
    expect(store.members.revision).toBe(revision + 1);
    expect(store.members.get(1)).toMatchObject({ version: 2, comments: 'eerst' });
  });

  it('with nothing to change writes nothing', async () => {
    const store = await withMembers(1);
    const revision = store.members.revision;
    expect(await store.members.writeMany({})).toEqual({ created: [], updated: [], removed: [] });
    expect(store.members.revision).toBe(revision);
  });
});
