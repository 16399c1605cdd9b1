import type { CollectionDraft, RecordChange } from './collection-draft';

/**
 * Asked as a write is queued, in the writer's own async context (its admin, for the log): whom to tell
 * what the write changed once it is durable, or no one.
 */
export type WriteWatcher<T> = () => ((changes: RecordChange<T>[]) => void) | undefined;

/** A write waiting for the next batch: it applies itself to the draft, or throws and is refused alone. */
export type QueuedWrite<T> = {
  kind: 'write';
  apply: (draft: CollectionDraft<T>) => unknown;
  report: ((changes: RecordChange<T>[]) => void) | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
/** An operation that runs with no write in flight and none starting (hold). */
export type QueuedHold = {
  kind: 'hold';
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** A watcher's failure is its own: the write it watched is durable and is answered as such. */
export function tell<T>(report: ((changes: RecordChange<T>[]) => void) | undefined, changes: RecordChange<T>[]): void {
  try {
    report?.(changes);
  } catch {
    // The watcher (the admin log) reports its own failures; nothing here may refuse a stored write.
  }
}
