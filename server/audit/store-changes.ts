import { isDeepStrictEqual } from 'node:util';
import { auditActions } from '../contracts';
import { currentActor } from '../infra/audit-actor';
import type { AuditEvent, AuditLog } from '../infra/audit-log';
import { storeCollections, type Store } from '../store';
import type { RecordChange } from '../store/collection';
import { secretCollectionNames, type CollectionName } from '../store/collections';

/**
 * Collections whose writes are no admin's work: sign-ins and their links, replayed answers, the mail
 * queue, a second step's secrets. Anything `secret` in the store's table is left out as well, also a
 * collection added later.
 */
const notAdminWork: ReadonlySet<string> = new Set(['sessions', 'password-links', 'idempotency', 'mail', 'two-step']);

/** What every write changes by itself: no admin changed it. */
const bookkeeping: ReadonlySet<string> = new Set(['id', 'version', 'updatedAt']);

/**
 * A field that keeps a secret's digest (a password's hash, a second step's secret) is named for what it
 * is, not for how it is kept: the log says that a password changed, and gives a reader nothing to search for.
 */
function fieldName(key: string): string {
  if (key === 'passwordHash') return 'wachtwoord';
  return /hash|secret|token/i.test(key) ? 'geheim' : key;
}

const filledIn = (value: unknown) => value !== undefined && value !== null && value !== '';

type AnyRecord = Record<string, unknown> & { id: number };

/**
 * One write's changes as the log's entries: one per action (made, changed, removed) with every record
 * and the union of the field names that changed (made: that were filled in). Never a value.
 */
export function changeEvents(collection: string, changes: readonly RecordChange<AnyRecord>[]): AuditEvent[] {
  const made = { ids: [] as number[], fields: new Set<string>() };
  const changed = { ids: [] as number[], fields: new Set<string>() };
  const removed: number[] = [];
  for (const { before, after } of changes) {
    if (!before && after) {
      made.ids.push(after.id);
      for (const [key, value] of Object.entries(after))
        if (!bookkeeping.has(key) && filledIn(value)) made.fields.add(fieldName(key));
    } else if (before && !after) {
      removed.push(before.id);
    } else if (before && after) {
      let any = false;
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (bookkeeping.has(key) || isDeepStrictEqual(before[key], after[key])) continue;
        changed.fields.add(fieldName(key));
        any = true;
      }
      // A write that stored the record as it was changed nothing worth a line.
      if (any) changed.ids.push(after.id);
    }
  }
  const event = (action: string, recordIds: number[], fields?: Set<string>): AuditEvent => ({
    kind: 'wijziging',
    action,
    collection,
    recordIds,
    ...(fields && { fields: [...fields].sort() }),
  });
  return [
    ...(made.ids.length > 0 ? [event(auditActions.made, made.ids, made.fields)] : []),
    ...(changed.ids.length > 0 ? [event(auditActions.changed, changed.ids, changed.fields)] : []),
    ...(removed.length > 0 ? [event(auditActions.removed, removed)] : []),
  ];
}

/**
 * Every admin write is logged without a line per route: each collection of the store tells the log
 * what a write made while an admin's request ran (the gate's withActor) changed, once it is durable.
 */
export function watchStore(store: Store, audit: Pick<AuditLog, 'recordLater'>): void {
  for (const collection of storeCollections(store)) {
    const { name } = collection;
    const watched = !notAdminWork.has(name) && !secretCollectionNames.includes(name as CollectionName);
    collection.watch(
      watched
        ? () => {
            const actor = currentActor();
            if (actor === undefined) return undefined;
            return (changes) =>
              audit.recordLater(() => changeEvents(name, changes as RecordChange<AnyRecord>[]), actor);
          }
        : undefined,
    );
  }
}
