import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../server/errors';
import { holdStore, openStore, snapshotStore } from '../../server/store';
import { collectionNames, secretCollectionNames, storeKeyOf } from '../../server/store/collections';
import type { Migration } from '../../server/store/migrations';
import { killAfterAcks } from '../helpers/killed-writer';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-store-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function readCollection(name: string): Promise<{ nextId: number; records: Array<Record<string, unknown>> }> {
  return JSON.parse(await readFile(path.join(dataDir, `${name}.json`), 'utf8'));
}

describe('store', () => {
  it('gives 200 concurrent creates across collections distinct ids, and the files parse', async () => {
    const store = await openStore(dataDir);
    const creates = Array.from({ length: 200 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return store.events.create({ name: `Tocht ${i}`, startDateTime: '2026-05-10T08:00' });
        case 1:
          return store.members.create({ firstName: `Lid ${i}`, lastName: 'Test' });
        case 2:
          return store.pages.create({ title: `Pagina ${i}`, link: `pagina-${i}` });
        default:
          return store.newsletters.create({
            title: `Brief ${i}`,
            creationTimestamp: '2026-01-01T00:00:00.000Z',
            updateTimestamp: '2026-01-01T00:00:00.000Z',
          });
      }
    });
    const records = await Promise.all(creates);
    expect(records).toHaveLength(200);

    for (const name of ['events', 'members', 'pages', 'newsletters']) {
      const file = await readCollection(name);
      const ids = file.records.map((r) => r.id);
      expect(ids, name).toHaveLength(50);
      expect(new Set(ids).size, name).toBe(50);
      expect(file.nextId, name).toBe(51);
      expect(
        file.records.every((r) => r.version === 1 && typeof r.updatedAt === 'string'),
        name,
      ).toBe(true);
    }
    // Nothing half-written was left behind.
    expect((await readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps every acknowledged write when the writing process is killed with SIGKILL', async () => {
    const writer = path.resolve('tests/helpers/store-writer.ts');
    const acknowledged = new Map<string, string[]>([
      ['events', []],
      ['members', []],
    ]);
    for (let round = 0; round < 4; round++) {
      const signal = await killAfterAcks(writer, [dataDir, String(round)], 40 + round * 25, ([collection, name]) => {
        if (!collection || !name) return false;
        acknowledged.get(collection)?.push(name);
        return true;
      });
      expect(signal, `round ${round}`).toBe('SIGKILL');
    }

    for (const [collection, names] of acknowledged) {
      const file = await readCollection(collection); // parses, or the test fails here
      const stored = new Set(file.records.map((r) => String(r.name ?? r.firstName)));
      const ids = file.records.map((r) => r.id as number);
      expect(new Set(ids).size).toBe(ids.length);
      expect(names.length).toBeGreaterThan(20);
      for (const name of names) expect(stored.has(name), `${collection} ${name}`).toBe(true);
    }
    // The store opens again after the crashes.
    const store = await openStore(dataDir);
    expect(store.events.size + store.members.size).toBeGreaterThanOrEqual(
      (acknowledged.get('events')?.length ?? 0) + (acknowledged.get('members')?.length ?? 0),
    );
  }, 60_000);

  it('holds every write under the store lock, and a snapshot shows each collection whole', async () => {
    const store = await openStore(dataDir);
    await store.members.create({ firstName: 'Eerste', lastName: 'Lid' });
    let writeDone = false;
    const during = await holdStore(store, async () => {
      // A write asked while the store is held waits until the hold ends.
      const write = store.members.create({ firstName: 'Tweede', lastName: 'Lid' }).then((record) => {
        writeDone = true;
        return record;
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(writeDone).toBe(false);
      expect(store.members.size).toBe(1);
      return { write };
    });
    await during.write;
    expect(writeDone).toBe(true);

    const writes = Array.from({ length: 20 }, (_, i) =>
      store.events.create({ name: `Tocht ${i}`, startDateTime: '2026-05-10T08:00' }),
    );
    const snapshot = await snapshotStore(store);
    await Promise.all(writes);
    const events = snapshot.files.find((file) => file.name === 'events.json')?.content as { records: unknown[] };
    const members = snapshot.files.find((file) => file.name === 'members.json')?.content as { records: unknown[] };
    // Writes asked before the snapshot are in it; the files named are every collection's.
    expect(events.records).toHaveLength(20);
    expect(members.records).toHaveLength(2);
    expect(snapshot.files.map((file) => file.name)).toContain('settings.json');
    expect(snapshot.schemaVersion).toBe(store.schemaVersion());
  });

  it('opens every collection of the table under its camel-cased name, and snapshots all but the secret ones', async () => {
    const store = await openStore(dataDir);
    expect(storeKeyOf('contact-messages')).toBe('contactMessages');
    for (const name of collectionNames) expect(store[storeKeyOf(name)].name, name).toBe(name);
    expect((await readdir(dataDir)).filter((file) => file !== 'meta.json').sort()).toEqual(
      collectionNames.map((name) => `${name}.json`).sort(),
    );
    const snapshot = await snapshotStore(store);
    expect(snapshot.files.map((file) => file.name).sort()).toEqual(
      collectionNames
        .filter((name) => !secretCollectionNames.includes(name))
        .map((name) => `${name}.json`)
        .sort(),
    );
  });

  it('never reuses an id after a delete, also after a restart', async () => {
    const store = await openStore(dataDir);
    const a = await store.pages.create({ title: 'A', link: 'a' });
    const b = await store.pages.create({ title: 'B', link: 'b' });
    await store.pages.remove(b.id);
    const c = await store.pages.create({ title: 'C', link: 'c' });
    expect([a.id, b.id, c.id]).toEqual([1, 2, 3]);
    await store.pages.remove(c.id);

    const reopened = await openStore(dataDir);
    const d = await reopened.pages.create({ title: 'D', link: 'd' });
    expect(d.id).toBe(4);
    expect(reopened.pages.all().map((p) => p.id)).toEqual([1, 4]);
  });

  it('counts versions, stamps updatedAt and refuses a write against a stale version', async () => {
    let clock = new Date('2026-03-01T10:00:00Z');
    const store = await openStore(dataDir, { now: () => clock });
    const walk = await store.events.create({ name: 'Tocht', startDateTime: '2026-05-10T08:00' });
    expect([walk.version, walk.updatedAt]).toEqual([1, '2026-03-01T10:00:00.000Z']);

    clock = new Date('2026-03-02T10:00:00Z');
    const renamed = await store.events.update(walk.id, (current) => ({ ...current, name: 'Nieuwe naam' }), {
      expectedVersion: 1,
    });
    expect([renamed.version, renamed.updatedAt, renamed.name]).toEqual([2, '2026-03-02T10:00:00.000Z', 'Nieuwe naam']);

    const stale = store.events.update(walk.id, (current) => ({ ...current, name: 'Te laat' }), { expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    // The 409 the admin sees, with the record as it now stands so the form can show what changed.
    await expect(stale).rejects.toMatchObject({
      status: 409,
      message: 'Dit werd intussen door iemand anders gewijzigd. Laad opnieuw en probeer nog eens.',
      current: { name: 'Nieuwe naam', version: 2 },
    });
    await expect(store.events.remove(walk.id, { expectedVersion: 1 })).rejects.toBeInstanceOf(ConflictError);
    await expect(store.events.update(999, (c) => c)).rejects.toBeInstanceOf(NotFoundError);
    expect(store.events.get(walk.id)?.name).toBe('Nieuwe naam');
    expect((await readCollection('events')).records[0]).toMatchObject({ name: 'Nieuwe naam', version: 2 });
  });

  it('refuses invalid data without touching the file', async () => {
    const store = await openStore(dataDir);
    await store.events.create({ name: 'Goed', startDateTime: '2026-05-10T08:00' });
    const before = await readFile(path.join(dataDir, 'events.json'), 'utf8');
    await expect(store.events.create({ name: '', startDateTime: '10/05/2026' })).rejects.toThrow();
    expect(await readFile(path.join(dataDir, 'events.json'), 'utf8')).toBe(before);
    expect(store.events.size).toBe(1);
  });

  it('keeps password hashes in a file only the server user can read', async () => {
    const store = await openStore(dataDir);
    await store.credentials.create({ memberId: 1, passwordHash: 'scrypt$x', role: 'beheerder' });
    expect((await stat(path.join(dataDir, 'credentials.json'))).mode & 0o777).toBe(0o600);
  });

  it('runs each migration once, in order, and records the schema version', async () => {
    const ran: number[] = [];
    const start: Migration = { version: 1, description: 'start', up: () => void ran.push(1) };
    const first = await openStore(dataDir, { migrations: [start], appVersion: '1.0.0' });
    await first.members.create({ firstName: 'jan', lastName: 'peeters' });
    expect(first.schemaVersion()).toBe(1);

    const migrations: Migration[] = [
      start,
      {
        version: 2,
        description: 'hoofdletters',
        up: (files) => {
          ran.push(2);
          for (const member of files.get('members')?.records ?? []) {
            member.firstName = String(member.firstName).toUpperCase();
          }
        },
      },
    ];
    const migrated = await openStore(dataDir, { migrations, appVersion: '1.1.0' });
    expect(ran).toEqual([2]);
    expect(migrated.schemaVersion()).toBe(2);
    expect(migrated.members.get(1)?.firstName).toBe('JAN');
    expect(JSON.parse(await readFile(path.join(dataDir, 'meta.json'), 'utf8'))).toEqual({
      schemaVersion: 2,
      appVersion: '1.1.0',
    });

    await openStore(dataDir, { migrations, appVersion: '1.1.0' });
    expect(ran).toEqual([2]);
    // An older server refuses data that a newer one migrated.
    await expect(openStore(dataDir, { migrations: [start], appVersion: '1.0.0' })).rejects.toThrow(/schemaversie 2/);
  });

  it('stops the start with a clear message when a data file holds a bad record', async () => {
    const store = await openStore(dataDir);
    await store.pages.create({ title: 'A', link: 'a' });
    const file = await readCollection('pages');
    file.records[0]!.link = 'Geen Geldige Link';
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(dataDir, 'pages.json'), JSON.stringify(file));
    await expect(openStore(dataDir)).rejects.toThrow(/Ongeldig record 1 in .*pages\.json/);
  });
});
