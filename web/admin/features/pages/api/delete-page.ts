import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { deleteRecord } from '../../../lib/record-writes';
import type { Page } from './get-admin-pages';

/** DELETE /admin/api/website-pages/{id}, only if nobody changed the page since it was listed; offline it waits. */
export const deletePage = (page: Page): Promise<void> => deleteRecord(adminApiPaths.pages, page);
