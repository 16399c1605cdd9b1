import type { CollectionFile, Stored } from './collection-file';

/** One record a write touched, as it was before the write and after it (undefined: not there). */
export type RecordChange<T> = { before: Stored<T> | undefined; after: Stored<T> | undefined };

/**
 * The next state of a collection while a batch of writes is applied to it: the committed file
 * plus the changes so far, without copying the records for each write. Writes read it (so a
 * version check sees the writes queued before it) and then change it; a write first computes
 * and checks everything it will change, so one that throws leaves the draft as it was.
 */
export class CollectionDraft<T> {
  private readonly base: CollectionFile<T>;
  private readonly baseById: ReadonlyMap<number, Stored<T>>;
  /** The newest state of each record touched in this batch; null when removed. */
  private readonly changes = new Map<number, Stored<T> | null>();
  /** Ids created in this batch, in order: they go at the end of the file. */
  private readonly created: number[] = [];
  /** While a watched write is applied: each record it touched, as it was before its first change. */
  private touched: Map<number, Stored<T> | undefined> | undefined;
  nextId: number;

  constructor(committed: CollectionFile<T>, byId: ReadonlyMap<number, Stored<T>>) {
    this.base = committed;
    this.baseById = byId;
    this.nextId = committed.nextId;
  }

  get changed(): boolean {
    return this.changes.size > 0 || this.nextId !== this.base.nextId;
  }

  get(id: number): Stored<T> | undefined {
    const change = this.changes.get(id);
    return change === undefined ? this.baseById.get(id) : (change ?? undefined);
  }

  /** Every record as it stands in the draft, in file order. */
  records(): Stored<T>[] {
    if (this.changes.size === 0) return this.base.records;
    const records: Stored<T>[] = [];
    for (const record of this.base.records) {
      const change = this.changes.get(record.id);
      if (change === undefined) records.push(record);
      else if (change !== null) records.push(change);
    }
    for (const id of this.created) {
      const record = this.changes.get(id);
      if (record) records.push(record);
    }
    return records;
  }

  /** Starts noting what the next write changes (for the log's watcher, store/collection.ts). */
  track(): void {
    this.touched = new Map();
  }

  /** What the write since track() changed: each record touched, before and after it. */
  untrack(): RecordChange<T>[] {
    const touched = this.touched ?? new Map<number, Stored<T> | undefined>();
    this.touched = undefined;
    return [...touched].map(([id, before]) => ({ before, after: this.get(id) }));
  }

  private note(id: number): void {
    if (this.touched && !this.touched.has(id)) this.touched.set(id, this.get(id));
  }

  create(record: Stored<T>): void {
    this.note(record.id);
    this.created.push(record.id);
    this.changes.set(record.id, record);
    this.nextId = Math.max(this.nextId, record.id + 1);
  }

  put(record: Stored<T>): void {
    this.note(record.id);
    this.changes.set(record.id, record);
  }

  remove(id: number): void {
    this.note(id);
    this.changes.set(id, null);
  }

  /** The file to write, and how to bring the committed index up to date once it is written. */
  finish(): { file: CollectionFile<T>; update: (byId: Map<number, Stored<T>>) => Map<number, Stored<T>> } {
    const file = { nextId: this.nextId, records: this.records() };
    const changes = [...this.changes];
    return {
      file,
      update: (byId) => {
        for (const [id, record] of changes) {
          if (record) byId.set(id, record);
          else byId.delete(id);
        }
        return byId;
      },
    };
  }
}
