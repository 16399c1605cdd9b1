import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { publishRecord } from '../../../lib/record-writes';
import type { Page } from './get-admin-pages';

/** PATCH /admin/api/website-pages/{id}/publish: answers the page as the server now has it; offline it waits. */
export const publishPage = (page: Page, published: boolean): Promise<Page> =>
  publishRecord(adminApiPaths.pages, page, published);
