import { Low } from 'lowdb';
import type { z } from 'zod';
import { ConflictError, NotFoundError } from '../errors';
import {
  conflictMessage,
  readCollectionFile,
  type CollectionFile,
  type Stored,
  type WriteOptions,
} from './collection-file';
import { DurableJsonFile } from './durable-json-file';

export { conflictMessage, type Stored, type WriteOptions } from './collection-file';

/**
 * One collection in one JSON file. Reads come from memory; writes are serialized,
 * validated against the schema and durable before they are acknowledged. Ids grow
 * from a counter kept in the file, so a deleted id is never handed out again.
 */
export class Collection<S extends z.ZodObject> {
  private byId = new Map<number, Stored<z.output<S>>>();
  private queue: Promise<unknown> = Promise.resolve();
  private revisionCount = 0;

  private constructor(
    readonly name: string,
    private readonly db: Low<CollectionFile<z.output<S>>>,
    private readonly schema: S,
    private readonly now: () => Date,
  ) {
    this.reindex();
  }

  static async open<S extends z.ZodObject>(options: {
    name: string;
    file: string;
    schema: S;
    now: () => Date;
    mode?: number | undefined;
    /** Brings a record as found on disk (older or imported data) into the current shape before it is checked. */
    normalize?: ((raw: Record<string, unknown>) => Record<string, unknown>) | undefined;
  }): Promise<Collection<S>> {
    const adapter = new DurableJsonFile<CollectionFile<z.output<S>>>(options.file, options.mode);
    const db = new Low(adapter, { nextId: 1, records: [] });
    const onDisk = await readCollectionFile(adapter, options);
    if (onDisk) db.data = onDisk;
    else await db.write();
    return new Collection(options.name, db, options.schema, options.now);
  }

  all(): readonly Stored<z.output<S>>[] {
    return this.db.data.records;
  }

  get(id: number): Stored<z.output<S>> | undefined {
    return this.byId.get(id);
  }

  find(predicate: (record: Stored<z.output<S>>) => boolean): Stored<z.output<S>> | undefined {
    return this.db.data.records.find(predicate);
  }

  filter(predicate: (record: Stored<z.output<S>>) => boolean): Stored<z.output<S>>[] {
    return this.db.data.records.filter(predicate);
  }

  /** Grows with every committed write: a cheap key for answers computed from this collection. */
  get revision(): number {
    return this.revisionCount;
  }

  get size(): number {
    return this.db.data.records.length;
  }

  create(data: z.input<S>): Promise<Stored<z.output<S>>> {
    return this.serialized(async () => {
      const file = this.db.data;
      const record = this.stamp(this.schema.parse(data), file.nextId, 1);
      await this.commit({ nextId: file.nextId + 1, records: [...file.records, record] });
      return record;
    });
  }

  /** Creates several records in one durable write: all of them are stored, or none. */
  createMany(data: readonly z.input<S>[]): Promise<Stored<z.output<S>>[]> {
    return this.serialized(async () => {
      const file = this.db.data;
      const created = data.map((item, index) => this.stamp(this.schema.parse(item), file.nextId + index, 1));
      if (created.length === 0) return [];
      await this.commit({ nextId: file.nextId + created.length, records: [...file.records, ...created] });
      return created;
    });
  }

  /** Applies `change` to the current record; the result is validated as a whole. */
  update(
    id: number,
    change: (current: Stored<z.output<S>>) => z.input<S>,
    options: WriteOptions = {},
  ): Promise<Stored<z.output<S>>> {
    return this.serialized(async () => {
      const current = this.current(id, options);
      const record = this.stamp(this.schema.parse(change(current)), id, current.version + 1);
      const records = this.db.data.records.map((r) => (r.id === id ? record : r));
      await this.commit({ ...this.db.data, records });
      return record;
    });
  }

  /** Changes every matching record in one durable write (used for cascades). */
  updateWhere(
    predicate: (record: Stored<z.output<S>>) => boolean,
    change: (current: Stored<z.output<S>>) => z.input<S>,
  ): Promise<Stored<z.output<S>>[]> {
    return this.serialized(async () => {
      const changed: Stored<z.output<S>>[] = [];
      const records = this.db.data.records.map((r) => {
        if (!predicate(r)) return r;
        const record = this.stamp(this.schema.parse(change(r)), r.id, r.version + 1);
        changed.push(record);
        return record;
      });
      if (changed.length > 0) await this.commit({ ...this.db.data, records });
      return changed;
    });
  }

  remove(id: number, options: WriteOptions = {}): Promise<Stored<z.output<S>>> {
    return this.serialized(async () => {
      const current = this.current(id, options);
      await this.commit({ ...this.db.data, records: this.db.data.records.filter((r) => r.id !== id) });
      return current;
    });
  }

  /** Removes every matching record in one durable write; answers how many went. */
  removeWhere(predicate: (record: Stored<z.output<S>>) => boolean): Promise<number> {
    return this.serialized(async () => {
      const records = this.db.data.records.filter((r) => !predicate(r));
      const removed = this.db.data.records.length - records.length;
      if (removed > 0) await this.commit({ ...this.db.data, records });
      return removed;
    });
  }

  /** The committed file as it stands (records and next id): what a backup keeps. Never changed in place. */
  content(): Readonly<CollectionFile<z.output<S>>> {
    return this.db.data;
  }

  /**
   * Runs `operation` with this collection's writes held: a write in flight ends first, and none
   * starts until the operation has ended. holdStore (store/index.ts) holds every collection at once.
   */
  hold<R>(operation: () => Promise<R>): Promise<R> {
    return this.serialized(operation);
  }

  private current(id: number, options: WriteOptions): Stored<z.output<S>> {
    const current = this.byId.get(id);
    if (!current) throw new NotFoundError(options.notFoundMessage);
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
      throw new ConflictError(conflictMessage, current);
    }
    return current;
  }

  private stamp(data: z.output<S>, id: number, version: number): Stored<z.output<S>> {
    return { ...data, id, version, updatedAt: this.now().toISOString() };
  }

  /** Writes first, then swaps the in-memory state: readers only ever see what is on disk. */
  private async commit(next: CollectionFile<z.output<S>>): Promise<void> {
    await this.db.adapter.write(next);
    this.db.data = next;
    this.revisionCount += 1;
    this.reindex();
  }

  private reindex(): void {
    this.byId = new Map(this.db.data.records.map((r) => [r.id, r]));
  }

  private serialized<R>(operation: () => Promise<R>): Promise<R> {
    const result = this.queue.then(operation);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
