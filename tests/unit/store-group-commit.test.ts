import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { ConflictError, NotFoundError } from '../../server/errors';
import { openStore, type Store } from '../../server/store';
import { RecordTexts } from '../../server/store/record-texts';
import { killAfterAcks } from '../helpers/killed-writer';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-group-commit-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

type FileRecord = Record<string, unknown> & { id: number; version: number };

async function membersOnDisk(): Promise<{ nextId: number; records: FileRecord[] }> {
  return JSON.parse(await readFile(path.join(dataDir, 'members.json'), 'utf8'));
}

async function withMembers(count: number): Promise<Store> {
  const store = await openStore(dataDir);
  await store.members.createMany(
    Array.from({ length: count }, (_, i) => ({ firstName: `Lid${i + 1}`, lastName: 'Groep' })),
  );
  return store;
}

const comment =
  (text: string) =>
  <T extends object>(current: T) => ({ ...current, comments: text });

describe('store: group commit', () => {
  it('commits writes made while another is on its way in one durable write, each answered with its own record', async () => {
    const store = await withMembers(3);
    const revision = store.members.revision;
    // Made in one turn: one batch, one file write.
    const writes = Array.from({ length: 50 }, (_, i) =>
      store.members.create({ firstName: `Nieuw${i}`, lastName: 'X' }),
    );
    const created = await Promise.all(writes);
    expect(created.map((record) => record.id)).toEqual(Array.from({ length: 50 }, (_, i) => 4 + i));
    expect(store.members.revision).toBe(revision + 1);
    const file = await membersOnDisk();
    expect(file.records.map((record) => record.firstName)).toEqual([
      'Lid1',
      'Lid2',
      'Lid3',
      ...Array.from({ length: 50 }, (_, i) => `Nieuw${i}`),
    ]);
    expect(file.nextId).toBe(54);
  });

  it('writes a file of many records (more parts than one vectored write takes) exactly as JSON.stringify would', async () => {
    const store = await withMembers(700);
    await store.members.update(350, comment('één wijziging'));
    const text = await readFile(path.join(dataDir, 'members.json'), 'utf8');
    expect(text).toBe(JSON.stringify(store.members.content(), null, 1));
    expect(JSON.parse(text).records).toHaveLength(700);
  });

  it('applies the writes of one batch in order, each version checked against the writes before it', async () => {
    const store = await withMembers(2);
    const first = store.members.update(1, comment('een'), { expectedVersion: 1 });
    const second = store.members.update(1, comment('twee'), { expectedVersion: 2 });
    const stale = store.members.update(1, comment('te laat'), { expectedVersion: 2 });
    const removed = store.members.remove(2, { expectedVersion: 1 });
    const afterRemove = store.members.update(2, comment('weg'));
    const results = await Promise.allSettled([first, second, stale, removed, afterRemove]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((await first).version).toBe(2);
    expect((await second).version).toBe(3);
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    // The 409 carries the record as the writes before it left it.
    await stale.catch((error: ConflictError) => expect(error.current).toMatchObject({ version: 3, comments: 'twee' }));
    await expect(afterRemove).rejects.toBeInstanceOf(NotFoundError);
    expect((await membersOnDisk()).records).toEqual([expect.objectContaining({ id: 1, version: 3, comments: 'twee' })]);
    expect(store.members.get(1)).toMatchObject({ version: 3, comments: 'twee' });
    expect(store.members.get(2)).toBeUndefined();
  });

  it('refuses a conflicting or invalid write alone; the rest of its batch is stored', async () => {
    const store = await withMembers(4);
    const revision = store.members.revision;
    const writes = [
      store.members.update(1, comment('goed'), { expectedVersion: 1 }),
      store.members.update(2, comment('botsing'), { expectedVersion: 7 }),
      store.members.update(3, (current) => ({ ...current, firstName: '' })),
      store.members.createMany([
        { firstName: 'Goed', lastName: 'Nieuw' },
        { firstName: 42 as unknown as string, lastName: 'Fout' },
      ]),
      store.members.update(4, comment('ook goed'), { expectedVersion: 1 }),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    await expect(writes[1]).rejects.toBeInstanceOf(ConflictError);
    await expect(writes[2]).rejects.toBeInstanceOf(ZodError);
    // createMany is all or nothing, also inside a batch: its valid first record is not stored.
    await expect(writes[3]).rejects.toBeInstanceOf(ZodError);
    expect(store.members.revision).toBe(revision + 1);

    const file = await membersOnDisk();
    const byId = new Map(file.records.map((record) => [record.id, record]));
    expect([...byId.keys()]).toEqual([1, 2, 3, 4]);
    expect(byId.get(1)).toMatchObject({ version: 2, comments: 'goed' });
    expect(byId.get(2)).toMatchObject({ version: 1, comments: null });
    expect(byId.get(3)).toMatchObject({ version: 1, firstName: 'Lid3' });
    expect(byId.get(4)).toMatchObject({ version: 2, comments: 'ook goed' });
    expect(file.nextId).toBe(5);
  });

  it('refuses exactly the writes of a failed file write and keeps memory as on disk', async () => {
    const store = await withMembers(2);
    const revision = store.members.revision;
    const before = store.members.all();
    // The folder gone: the temp file cannot be made, as on a full or broken disk.
    await rm(dataDir, { recursive: true, force: true });
    const failed = [
      store.members.update(1, comment('verloren')),
      store.members.create({ firstName: 'Verloren', lastName: 'Lid' }),
    ];
    const results = await Promise.allSettled(failed);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(failed[0]).rejects.toMatchObject({ code: 'ENOENT' });
    expect(store.members.all()).toBe(before);
    expect(store.members.get(1)).toMatchObject({ version: 1, comments: null });
    expect(store.members.revision).toBe(revision);

    await mkdir(dataDir);
    const next = await store.members.create({ firstName: 'Later', lastName: 'Lid' });
    // The id the failed create would have had is handed out now: that create never happened.
    expect(next.id).toBe(3);
    const file = await membersOnDisk();
    expect(file.records.map((record) => [record.id, record.version, record.comments ?? null])).toEqual([
      [1, 1, null],
      [2, 1, null],
      [3, 1, null],
    ]);
  });

  it('keeps every acknowledged write, in order, when 20 writers sharing batches are killed with SIGKILL', async () => {
    const prepared = await withMembers(20);
    expect(prepared.members.size).toBe(20);
    const writer = path.resolve('tests/helpers/group-commit-writer.ts');
    /** The last acknowledged version of each member, and the comment written with it. */
    const acknowledged = new Map<number, { version: number; comment: string }>();
    for (let round = 0; round < 3; round++) {
      const signal = await killAfterAcks(writer, [dataDir], 150 + round * 50, ([id, version, text]) => {
        if (!id || !version || !text) return false;
        const previous = acknowledged.get(Number(id));
        // Each writer's acknowledgements come in its order: the versions only grow.
        expect(Number(version)).toBeGreaterThan(previous?.version ?? 1);
        acknowledged.set(Number(id), { version: Number(version), comment: text.replaceAll('_', ' ') });
        return true;
      });
      expect(signal, `round ${round}`).toBe('SIGKILL');
    }

    expect(acknowledged.size).toBe(20);
    const file = await membersOnDisk(); // parses, or the test fails here
    for (const [id, last] of acknowledged) {
      const record = file.records.find((candidate) => candidate.id === id);
      // The acknowledged write is there, or one written after it that was on disk before its answer came.
      expect(record?.version, `member ${id}`).toBeGreaterThanOrEqual(last.version);
      expect(record?.version, `member ${id}`).toBeLessThanOrEqual(last.version + 1);
      if (record?.version === last.version) expect(record.comments).toBe(last.comment);
      else expect(record?.comments).toBe(`lid ${id} versie ${last.version + 1}`);
    }
  }, 60_000);
});

describe('record texts', () => {
  it('builds the same file bytes as JSON.stringify with one space of indentation', () => {
    const texts = new RecordTexts();
    const records = [
      {
        id: 1,
        version: 2,
        updatedAt: '2026-01-01T00:00:00.000Z',
        name: 'Regel 1\nRegel 2 "aanhalingstekens" \\ en één ünïcode 🥾',
        nested: { list: [1, [2, { deep: null }]], empty: {}, none: [] },
        missing: undefined,
      },
      { id: 3, version: 1, updatedAt: '2026-01-02T00:00:00.000Z', tags: ['a', 'b'] },
    ];
    for (const file of [
      { nextId: 4, records },
      { nextId: 1, records: [] },
    ]) {
      const expected = Buffer.from(JSON.stringify(file, null, 1));
      expect(Buffer.concat(texts.fileParts(file)).equals(expected)).toBe(true);
      // Twice: the second time from the kept bytes.
      expect(Buffer.concat(texts.fileParts(file)).toString('utf8')).toBe(expected.toString('utf8'));
    }
  });

  it('encodes a record once for as long as it lives: a file rewritten after one change encodes only that record', () => {
    const texts = new RecordTexts();
    const records = Array.from({ length: 3 }, (_, i) => ({
      id: i + 1,
      version: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: `Lid ${i + 1}`,
    }));
    texts.fileParts({ nextId: 4, records });
    const changed = { ...records[1]!, version: 2 };
    const next = { nextId: 4, records: [records[0]!, changed, records[2]!] };
    const stringify = vi.spyOn(JSON, 'stringify');
    let parts: Buffer[];
    let encoded: unknown[];
    try {
      parts = texts.fileParts(next);
      encoded = stringify.mock.calls.map(([value]) => value);
    } finally {
      stringify.mockRestore();
    }
    // The counter and the one changed record; the two others come from their kept bytes.
    expect(encoded).toEqual([4, changed]);
    expect(Buffer.concat(parts).toString('utf8')).toBe(JSON.stringify(next, null, 1));
  });
});
