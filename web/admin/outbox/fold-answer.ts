import type { CachedRead, QueuedWrite, RecordRef } from './db';
import { recordPathOf } from './record';
import { isPlainObject, pathOf, rewriteUrl, rewriteValue, type Rewrites } from './rewrite';

/**
 * What a change does to the cached GETs (pure, like rewrite.ts): a write's answer folded into the
 * cached record and list rows, and stand-ins in cached reads replaced by their real names.
 */

/** What a change does to the cached GETs: records and lists to store again, and URLs to forget. */
export type ReadChanges = { put: CachedRead[]; remove: string[] };

function underCollection(path: string, collection: string): boolean {
  return path === collection || path.startsWith(`${collection}/`) || path.startsWith(`${collection}?`);
}

const hasId = (row: unknown, id: number) => isPlainObject(row) && row.id === id;

type CachedList = { rows: unknown[]; with: (rows: unknown[], removed: number) => unknown };

/**
 * The rows of a cached list: a list answered whole (an array), or one page of it (an object with its
 * `total` and one array of rows, as the member list answers a page). Else none.
 */
function cachedList(data: unknown): CachedList | undefined {
  if (Array.isArray(data)) return { rows: data, with: (rows) => rows };
  if (!isPlainObject(data) || typeof data.total !== 'number') return undefined;
  const keys = Object.keys(data).filter((key) => Array.isArray(data[key]));
  const [key] = keys;
  if (keys.length !== 1 || key === undefined) return undefined;
  const total = data.total;
  return {
    rows: data[key] as unknown[],
    with: (rows, removed) => ({ ...data, [key]: rows, total: Math.max(0, total - removed) }),
  };
}

/**
 * Folds a write's answer (the server's, or the screen's while it waits) into the cached GETs of the
 * record it changed: the record `<collection>/<id>` becomes {...cached, ...answer}; rows with that id in
 * cached lists (and pages of lists) of the collection take the answer's values for the fields they
 * show; a delete removes both. A create (`created`) is added to the collection's own list and cached as a record,
 * so its edit screen opens offline too.
 */
export function foldAnswer(
  reads: readonly CachedRead[],
  change: {
    method: QueuedWrite['method'];
    record: RecordRef | null | undefined;
    answer: unknown;
    standInId?: number | undefined;
  },
  savedAt: string,
): ReadChanges {
  const changes: ReadChanges = { put: [], remove: [] };
  const { record } = change;
  if (!record) return changes;
  const answer = isPlainObject(change.answer) ? change.answer : undefined;
  const created = record.id === undefined;
  const id = record.id ?? change.standInId ?? (typeof answer?.id === 'number' ? answer.id : undefined);
  if (id === undefined) return changes;
  const deleting = change.method === 'DELETE';
  if (!deleting && !answer) return changes;
  const recordPath = recordPathOf({ collection: record.collection, id });
  let recordCached = false;

  for (const read of reads) {
    const path = pathOf(read.url);
    if (!underCollection(path, record.collection)) continue;
    if (path === recordPath) {
      recordCached = true;
      if (deleting) changes.remove.push(read.url);
      else if (answer)
        changes.put.push({ ...read, data: { ...(isPlainObject(read.data) ? read.data : {}), ...answer }, savedAt });
      continue;
    }
    const list = cachedList(read.data);
    if (!list) continue;
    const { rows } = list;
    if (deleting) {
      if (rows.some((row) => hasId(row, id))) {
        changes.put.push({
          ...read,
          data: list.with(
            rows.filter((row) => !hasId(row, id)),
            1,
          ),
          savedAt,
        });
      }
      continue;
    }
    if (!answer) continue;
    if (rows.some((row) => hasId(row, id))) {
      // Only the fields the row has: a list row is often a smaller shape than the record (EventCard).
      const merged = rows.map((row) =>
        hasId(row, id) && isPlainObject(row)
          ? { ...row, ...Object.fromEntries(Object.entries(answer).filter(([key]) => key in row)) }
          : row,
      );
      changes.put.push({ ...read, data: list.with(merged, 0), savedAt });
    } else if (created && path === record.collection && Array.isArray(read.data)) {
      changes.put.push({ ...read, data: [...rows, { ...answer, id }], savedAt });
    }
  }
  if (created && !deleting && answer && !recordCached) {
    changes.put.push({ url: recordPath, data: { ...answer, id }, savedAt });
  }
  return changes;
}

/** The cached GETs with stand-ins replaced: their data, and a stand-in record's own URL. */
export function rewriteReads(reads: readonly CachedRead[], rewrites: Rewrites): ReadChanges {
  const changes: ReadChanges = { put: [], remove: [] };
  for (const read of reads) {
    const url = rewriteUrl(read.url, rewrites);
    const data = rewriteValue(read.data, rewrites);
    if (url === read.url && data === read.data) continue;
    if (url !== read.url) changes.remove.push(read.url);
    changes.put.push({ ...read, url, data });
  }
  return changes;
}
