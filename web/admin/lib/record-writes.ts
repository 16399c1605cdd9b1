import { componentTexts } from '../components/texts';
import { mutate } from '../outbox/mutate';
import { requireAnswer } from './require-answer';

/**
 * The writes every admin collection makes, each through mutate(): a loaded record's write carries
 * the version it was loaded with, so a change made meanwhile answers 409 instead of being
 * overwritten, and offline it waits in the outbox while the screen takes `whenQueued`. A feature's
 * api file names its collection's paths (contracts/api-paths.ts) and what its record will be.
 */

/** A collection's admin paths: its list (also what the outbox knows its records by) and one record. */
export type CollectionPaths = { list: string; record: (id: number) => string };

type Versioned = { id: number; version: number };

type RecordWrite<T> = {
  method: 'PUT' | 'PATCH';
  /** Another path of the record than its own (e.g. its board order). */
  url?: string;
  body: unknown;
  whenQueued: () => T;
};

/** A write to a loaded record. */
export function writeRecord<T>(paths: CollectionPaths, loaded: Versioned, write: RecordWrite<T>): Promise<T> {
  return mutate<T>({
    method: write.method,
    url: write.url ?? paths.record(loaded.id),
    record: { collection: paths.list, id: loaded.id },
    body: write.body,
    version: loaded.version,
    whenQueued: write.whenQueued,
  });
}

/**
 * A form's save: a loaded record is written with `method`; a new one is POSTed (to `createUrl`, the
 * list by default) and, offline, has a stand-in id until the server names it.
 */
export function saveRecord<T>(
  paths: CollectionPaths,
  existing: Versioned | null | undefined,
  write: RecordWrite<T> & { createUrl?: string },
): Promise<T> {
  if (existing) return writeRecord(paths, existing, write);
  return mutate<T>({
    method: 'POST',
    url: write.createUrl ?? paths.list,
    record: { collection: paths.list },
    body: write.body,
    whenQueued: write.whenQueued,
  });
}

/** DELETE of a record, refused with 409 when it changed since it was loaded. */
export function deleteRecord(paths: CollectionPaths, record: Versioned): Promise<void> {
  return mutate<void>({
    method: 'DELETE',
    url: paths.record(record.id),
    record: { collection: paths.list, id: record.id },
    version: record.version,
    whenQueued: () => undefined,
  });
}

/**
 * PATCH …/{id}/publish {published}: answers the record as the server now has it; offline the screen
 * shows the flag as it will be (or `whenQueued`, for a record the server stamps too).
 */
export function publishRecord<T extends Versioned & { published: boolean }>(
  paths: CollectionPaths & { publish: (id: number) => string },
  record: T,
  published: boolean,
  whenQueued: () => T = () => ({ ...record, published }),
): Promise<T> {
  return requireAnswer(
    mutate<T | undefined>({
      method: 'PATCH',
      url: paths.publish(record.id),
      record: { collection: paths.list, id: record.id },
      body: { published },
      version: record.version,
      whenQueued,
    }),
    componentTexts.emptyPublishAnswer,
  );
}
