import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { deleteRecord, publishRecord } from '../../../lib/record-writes';

type Versioned = { id: number; version: number };

/**
 * PATCH /admin/api/events/{id}/publish: answers the walk as it now is (SPEC §4). Offline it waits in
 * the outbox and the row shows the flag as it will be, with the version it was loaded with.
 */
export const publishWalk = <T extends Versioned & { published: boolean }>(walk: T, published: boolean): Promise<T> =>
  publishRecord(adminApiPaths.events, walk, published);

/** DELETE /admin/api/events/{id}, refused with 409 when the walk changed since the list loaded; offline it waits. */
export const deleteWalk = (walk: Versioned): Promise<void> => deleteRecord(adminApiPaths.events, walk);
