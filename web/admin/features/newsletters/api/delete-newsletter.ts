import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { deleteRecord } from '../../../lib/record-writes';

/** DELETE /admin/api/newsletters/{id} (SPEC §7), refused with 409 when it changed since it was loaded; offline it waits. */
export const deleteNewsletter = (newsletter: { id: number; version: number }): Promise<void> =>
  deleteRecord(adminApiPaths.newsletters, newsletter);
