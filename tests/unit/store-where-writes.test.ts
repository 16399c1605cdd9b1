import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { openStore, type Store } from '../../server/store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-where-writes-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

type FileRecord = Record<string, unknown> & { id: number; version: number };

async function membersOnDisk(): Promise<{ nextId: number; records: FileRecord[] }> {
  return JSON.parse(await readFile(path.join(dataDir, 'members.json'), 'utf8'));
}

/** Five members: the 2nd and 4th of the "Weg" family. */
async function withFamilies(): Promise<Store> {
  const store = await openStore(dataDir);
  await store.members.createMany(
    ['Blijf', 'Weg', 'Blijf', 'Weg', 'Blijf'].map((lastName, i) => ({ firstName: `Lid${i + 1}`, lastName })),
  );
  return store;
}

const ofFamily = (lastName: string) => (member: { lastName: string }) => member.lastName === lastName;

describe('store: writes over every matching record', () => {
  it('removeWhere removes exactly the matching records in one durable write and answers how many went', async () => {
    const store = await withFamilies();
    const revision = store.members.revision;
    expect(await store.members.removeWhere(ofFamily('Weg'))).toBe(2);
    expect(store.members.revision).toBe(revision + 1);
    expect(store.members.all().map((member) => member.id)).toEqual([1, 3, 5]);
    expect(store.members.get(2)).toBeUndefined();
    const file = await membersOnDisk();
    expect(file.records.map((record) => record.id)).toEqual([1, 3, 5]);
    // The ids that went are never handed out again.
    expect(file.nextId).toBe(6);
    expect((await store.members.create({ firstName: 'Nieuw', lastName: 'Lid' })).id).toBe(6);
  });

  it('updateWhere changes every matching record, each one version up, and leaves the others as they were', async () => {
    let clock = new Date('2026-03-01T10:00:00Z');
    const store = await openStore(dataDir, { now: () => clock });
    await store.members.createMany(
      ['Blijf', 'Weg', 'Blijf', 'Weg'].map((lastName, i) => ({ firstName: `Lid${i + 1}`, lastName })),
    );
    clock = new Date('2026-03-02T10:00:00Z');
    const changed = await store.members.updateWhere(ofFamily('Weg'), (member) => ({ ...member, paid: true }));
    expect(changed.map((member) => [member.id, member.version, member.paid, member.updatedAt])).toEqual([
      [2, 2, true, '2026-03-02T10:00:00.000Z'],
      [4, 2, true, '2026-03-02T10:00:00.000Z'],
    ]);
    const file = await membersOnDisk();
    expect(file.records.map((record) => [record.id, record.version, record.paid])).toEqual([
      [1, 1, false],
      [2, 2, true],
      [3, 1, false],
      [4, 2, true],
    ]);
    expect(store.members.get(4)).toMatchObject({ version: 2, paid: true });
    expect(store.members.filter((member) => member.paid).map((member) => member.id)).toEqual([2, 4]);
  });

  it('updateWhere checks every changed record: one invalid change refuses the whole cascade', async () => {
    const store = await withFamilies();
    const revision = store.members.revision;
    const cascade = store.members.updateWhere(ofFamily('Weg'), (member) => ({
      ...member,
      firstName: member.id === 4 ? '' : 'Anders',
    }));
    await expect(cascade).rejects.toBeInstanceOf(ZodError);
    expect(store.members.revision).toBe(revision);
    expect(store.members.get(2)).toMatchObject({ version: 1, firstName: 'Lid2' });
    expect((await membersOnDisk()).records.every((record) => record.version === 1)).toBe(true);
  });

  it('a write that matches nothing, or that is refused, writes nothing: the revision stays', async () => {
    const store = await withFamilies();
    const revision = store.members.revision;
    const content = store.members.content();
    // Answers computed from the collection are keyed by its revision: only a real change may move it.
    expect(await store.members.removeWhere(ofFamily('Niemand'))).toBe(0);
    expect(await store.members.updateWhere(ofFamily('Niemand'), (member) => member)).toEqual([]);
    await expect(store.members.create({ firstName: '', lastName: 'Leeg' })).rejects.toBeInstanceOf(ZodError);
    await expect(store.members.remove(99)).rejects.toMatchObject({ status: 404 });
    expect(store.members.revision).toBe(revision);
    expect(store.members.content()).toBe(content);
    expect(store.members.size).toBe(5);
  });

  it('a record created and removed in the same batch leaves no trace, and its id is used up', async () => {
    const store = await withFamilies();
    const revision = store.members.revision;
    // Made in one turn: one batch. The removal sees the record the create before it made.
    const [created, removed, kept] = await Promise.all([
      store.members.create({ firstName: 'Even', lastName: 'Kort' }),
      store.members.removeWhere(ofFamily('Kort')),
      store.members.create({ firstName: 'Wel', lastName: 'Blijvend' }),
    ]);
    expect([created.id, removed, kept.id]).toEqual([6, 1, 7]);
    expect(store.members.revision).toBe(revision + 1);
    expect(store.members.get(6)).toBeUndefined();
    expect(store.members.all().map((member) => member.id)).toEqual([1, 2, 3, 4, 5, 7]);
    const file = await membersOnDisk();
    expect(file.records.map((record) => record.id)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(file.nextId).toBe(8);
    expect((await openStore(dataDir)).members.all().map((member) => member.id)).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('find and filter read only what is committed: a write on its way is not seen until it is on disk', async () => {
    const store = await withFamilies();
    expect(store.members.find(ofFamily('Weg'))?.id).toBe(2);
    expect(store.members.find(ofFamily('Niemand'))).toBeUndefined();
    expect(store.members.filter(ofFamily('Blijf')).map((member) => member.id)).toEqual([1, 3, 5]);

    const write = store.members.create({ firstName: 'Nog', lastName: 'Onderweg' });
    expect(store.members.find(ofFamily('Onderweg'))).toBeUndefined();
    expect(store.members.filter(ofFamily('Onderweg'))).toEqual([]);
    await write;
    expect(store.members.find(ofFamily('Onderweg'))?.id).toBe(6);
    expect(store.members.filter(ofFamily('Onderweg')).map((member) => member.firstName)).toEqual(['Nog']);
  });
});

describe('store: a file found on disk', () => {
  it('hands out ids after the highest one in the file, also when its nextId is missing or behind', async () => {
    await openStore(dataDir);
    const member = (id: number) => ({
      id,
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      firstName: `Lid${id}`,
      lastName: 'Geïmporteerd',
    });
    // Written by hand or by an import: the counter says 2, but id 9 is taken.
    await writeFile(path.join(dataDir, 'members.json'), JSON.stringify({ nextId: 2, records: [member(3), member(9)] }));
    const behind = await openStore(dataDir);
    expect((await behind.members.create({ firstName: 'Nieuw', lastName: 'Lid' })).id).toBe(10);

    await writeFile(path.join(dataDir, 'members.json'), JSON.stringify({ records: [member(4)] }));
    const missing = await openStore(dataDir);
    expect((await missing.members.create({ firstName: 'Nieuw', lastName: 'Lid' })).id).toBe(5);

    // A counter ahead of the records is kept: ids removed before are not handed out again.
    await writeFile(path.join(dataDir, 'members.json'), JSON.stringify({ nextId: 20, records: [member(4)] }));
    const ahead = await openStore(dataDir);
    expect((await ahead.members.create({ firstName: 'Nieuw', lastName: 'Lid' })).id).toBe(20);
  });
});
