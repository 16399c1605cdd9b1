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
import { CollectionDraft, type RecordChange } from './collection-draft';
import { tell, type QueuedHold, type QueuedWrite, type WriteWatcher } from './collection-queue';
import { DurableJsonFile } from './durable-json-file';
import { RecordTexts } from './record-texts';

export { conflictMessage, type Stored, type WriteOptions } from './collection-file';
export type { RecordChange } from './collection-draft';
export type { WriteWatcher } from './collection-queue';

/** What writeMany changes: records to create, records to change (each against its loaded version), records to remove. */
export type ManyChanges<S extends z.ZodObject> = {
  create?: readonly z.input<S>[];
  update?: readonly {
    id: number;
    expectedVersion?: number | undefined;
    change: (current: Stored<z.output<S>>) => z.input<S>;
  }[];
  remove?: readonly { id: number; expectedVersion?: number | undefined }[];
};
export type ManyWritten<S extends z.ZodObject> = {
  created: Stored<z.output<S>>[];
  updated: Stored<z.output<S>>[];
  /** The records as they were before they went. */
  removed: Stored<z.output<S>>[];
};

/**
 * One collection in one JSON file. Reads come from memory; writes are validated against the
 * schema and durable before they are acknowledged.
 *
 * Group commit (docs/decisions/021-group-commit.md): writes that arrive while the file is being
 * written wait, in order, and are then applied together to one draft and committed in one durable
 * write; each is acknowledged once the write that holds it is on disk. A write that fails its own
 * checks (validation, version, not found) is refused alone; a failed disk write refuses exactly the
 * writes it held and leaves memory as on disk. Ids grow from a counter kept in the file, so a
 * deleted id is never handed out again.
 */
export class Collection<S extends z.ZodObject> {
  private byId = new Map<number, Stored<z.output<S>>>();
  private readonly waiting: (QueuedWrite<z.output<S>> | QueuedHold)[] = [];
  private flushing = false;
  private revisionCount = 0;
  private readonly texts = new RecordTexts();
  private watcher: WriteWatcher<z.output<S>> | undefined;

  private constructor(
    readonly name: string,
    private readonly db: Low<CollectionFile<z.output<S>>>,
    private readonly file: DurableJsonFile<CollectionFile<z.output<S>>>,
    private readonly schema: S,
    private readonly now: () => Date,
  ) {
    this.byId = new Map(this.db.data.records.map((r) => [r.id, r]));
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
    return new Collection(options.name, db, adapter, options.schema, options.now);
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
    return this.write((draft) => {
      const record = this.stamp(this.schema.parse(data), draft.nextId, 1);
      draft.create(record);
      return record;
    });
  }

  /** Creates several records in one durable write: all of them are stored, or none. */
  createMany(data: readonly z.input<S>[]): Promise<Stored<z.output<S>>[]> {
    return this.write((draft) => {
      const created = data.map((item, index) => this.stamp(this.schema.parse(item), draft.nextId + index, 1));
      for (const record of created) draft.create(record);
      return created;
    });
  }

  /** Applies `change` to the current record; the result is validated as a whole. */
  update(
    id: number,
    change: (current: Stored<z.output<S>>) => z.input<S>,
    options: WriteOptions = {},
  ): Promise<Stored<z.output<S>>> {
    return this.write((draft) => {
      const current = this.current(draft, id, options);
      const record = this.stamp(this.schema.parse(change(current)), id, current.version + 1);
      draft.put(record);
      return record;
    });
  }

  /** Changes every matching record in one durable write (used for cascades). */
  updateWhere(
    predicate: (record: Stored<z.output<S>>) => boolean,
    change: (current: Stored<z.output<S>>) => z.input<S>,
  ): Promise<Stored<z.output<S>>[]> {
    return this.write((draft) => {
      const changed = draft
        .records()
        .filter(predicate)
        .map((r) => this.stamp(this.schema.parse(change(r)), r.id, r.version + 1));
      for (const record of changed) draft.put(record);
      return changed;
    });
  }

  remove(id: number, options: WriteOptions = {}): Promise<Stored<z.output<S>>> {
    return this.write((draft) => {
      const current = this.current(draft, id, options);
      draft.remove(id);
      return current;
    });
  }

  /**
   * Creates, updates and removes in one durable write, all or nothing: every change is checked
   * (schema, existence, expected version) before any is applied, so one refusal refuses the whole.
   * An id may be named once across `update` and `remove`.
   */
  writeMany(changes: ManyChanges<S>, options: Pick<WriteOptions, 'notFoundMessage'> = {}): Promise<ManyWritten<S>> {
    return this.write((draft) => {
      const { create = [], update = [], remove = [] } = changes;
      const named = [...update, ...remove].map((change) => change.id);
      if (new Set(named).size !== named.length) throw new Error(`writeMany of ${this.name}: an id is named twice`);
      const updated = update.map(({ id, expectedVersion, change }) => {
        const current = this.current(draft, id, { ...options, expectedVersion });
        return this.stamp(this.schema.parse(change(current)), id, current.version + 1);
      });
      const removed = remove.map(({ id, expectedVersion }) => this.current(draft, id, { ...options, expectedVersion }));
      const created = create.map((item, index) => this.stamp(this.schema.parse(item), draft.nextId + index, 1));
      for (const record of updated) draft.put(record);
      for (const record of removed) draft.remove(record.id);
      for (const record of created) draft.create(record);
      return { created, updated, removed };
    });
  }

  /** Removes every matching record in one durable write; answers how many went. */
  removeWhere(predicate: (record: Stored<z.output<S>>) => boolean): Promise<number> {
    return this.write((draft) => {
      const removed = draft.records().filter(predicate);
      for (const record of removed) draft.remove(record.id);
      return removed.length;
    });
  }

  /** One watcher (the admin log's, server/audit) learns what each write it asks about changed. */
  watch(watcher: WriteWatcher<z.output<S>> | undefined): void {
    this.watcher = watcher;
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
    return new Promise<R>((resolve, reject) => {
      this.enqueue({ kind: 'hold', run: operation, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  private current(draft: CollectionDraft<z.output<S>>, id: number, options: WriteOptions): Stored<z.output<S>> {
    const current = draft.get(id);
    if (!current) throw new NotFoundError(options.notFoundMessage);
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
      throw new ConflictError(conflictMessage, current);
    }
    return current;
  }

  private stamp(data: z.output<S>, id: number, version: number): Stored<z.output<S>> {
    return { ...data, id, version, updatedAt: this.now().toISOString() };
  }

  private write<R>(apply: (draft: CollectionDraft<z.output<S>>) => R): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.enqueue({
        kind: 'write',
        apply,
        report: this.watcher?.(),
        resolve: resolve as (value: unknown) => void,
        reject,
      });
    });
  }

  private enqueue(entry: QueuedWrite<z.output<S>> | QueuedHold): void {
    this.waiting.push(entry);
    // Started on the next microtask, so writes made in the same turn share the first batch.
    if (!this.flushing) {
      this.flushing = true;
      queueMicrotask(() => void this.flush());
    }
  }

  /** Works through the queue: each run of writes as one batch, each hold on its own. */
  private async flush(): Promise<void> {
    try {
      for (let next = this.waiting[0]; next; next = this.waiting[0]) {
        if (next.kind === 'hold') {
          this.waiting.shift();
          await Promise.resolve().then(next.run).then(next.resolve, next.reject);
          continue;
        }
        const batch: QueuedWrite<z.output<S>>[] = [];
        while (this.waiting[0]?.kind === 'write') batch.push(this.waiting.shift() as QueuedWrite<z.output<S>>);
        await this.commit(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  /**
   * Applies the batch in order to one draft (a write that throws is refused alone), writes the
   * result once, then swaps the in-memory state and answers every write: readers only ever see
   * what is on disk.
   */
  private async commit(batch: readonly QueuedWrite<z.output<S>>[]): Promise<void> {
    const draft = new CollectionDraft(this.db.data, this.byId);
    const applied: { entry: QueuedWrite<z.output<S>>; result: unknown; changes?: RecordChange<z.output<S>>[] }[] = [];
    for (const entry of batch) {
      if (entry.report) draft.track();
      try {
        const result = entry.apply(draft);
        applied.push({ entry, result, ...(entry.report && { changes: draft.untrack() }) });
      } catch (error) {
        if (entry.report) draft.untrack();
        entry.reject(error);
      }
    }
    if (draft.changed) {
      const { file, update } = draft.finish();
      try {
        await this.file.writeContent(this.texts.fileParts(file));
      } catch (error) {
        for (const { entry } of applied) entry.reject(error);
        return;
      }
      this.db.data = file;
      this.byId = update(this.byId);
      this.revisionCount += 1;
    }
    for (const { entry, result, changes } of applied) {
      if (changes?.length) tell(entry.report, changes);
      entry.resolve(result);
    }
  }
}
