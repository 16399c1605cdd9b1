import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import type { QueuedWrite, RecordRef } from './db';

/**
 * Which record a write is about. New writes carry it, named by their caller (mutate's `record`);
 * writes queued by an older version of the app have only their URL, and are read from that.
 */

/**
 * A resource that is one record, without an id in its path (the club's settings): its path is its
 * collection, and it has the id 0 (no real record has it), so its versions chain as any record's do
 * and its answer folds into the cached GET of that same path.
 */
export const singletonId = 0;

export const singleRecord = (path: string): Required<RecordRef> => ({ collection: path, id: singletonId });

/** The path of a record's cached GET: '<collection>/<id>' (each admin record's path), or a singleton's own. */
export function recordPathOf(record: Required<RecordRef>): string {
  return record.id === singletonId ? record.collection : `${record.collection}/${record.id}`;
}

/** The record a queued write is about, without the stand-in id of a create. */
export function writeRecordOf(write: Pick<QueuedWrite, 'url' | 'record'>): RecordRef | undefined {
  if (write.record !== undefined) return write.record ?? undefined;
  return olderWriteRecordOf(write.url);
}

/** The record a queued write changes: the id it names, or the stand-in id of the record it creates. */
export function recordOfWrite(
  write: Pick<QueuedWrite, 'url' | 'record' | 'standInId'>,
): Required<RecordRef> | undefined {
  const record = writeRecordOf(write);
  const id = record?.id ?? write.standInId;
  return record && id !== undefined ? { collection: record.collection, id } : undefined;
}

/** The collections an older version of the app queued writes to; the settings are a singleton. */
const olderCollections: readonly string[] = [
  adminApiPaths.events.list,
  adminApiPaths.pages.list,
  adminApiPaths.newsletters.list,
  adminApiPaths.members.list,
];

/**
 * The record of a write queued before writes named theirs. Its URL is one of the collection's own
 * paths: the list or a create under it ('/admin/api/events/walking'), or a record with an optional
 * action ('/admin/api/events/5/publish', a stand-in's negative id too), or the settings.
 */
function olderWriteRecordOf(url: string): RecordRef | undefined {
  const path = new URL(url, 'http://relative.invalid').pathname;
  if (path === adminApiPaths.settings) return singleRecord(path);
  const collection = olderCollections.find((list) => path === list || path.startsWith(`${list}/`));
  if (!collection) return undefined;
  const segment = path.slice(collection.length + 1).split('/')[0] ?? '';
  return /^-?\d+$/.test(segment) ? { collection, id: Number(segment) } : { collection };
}
