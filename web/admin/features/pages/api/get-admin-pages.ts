import type { Page } from '../../../../../server/contracts/page';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

export type { Page };

/** GET /admin/api/website-pages: every info page, published or not, by title. */
export function getAdminPages(signal: AbortSignal): Promise<Page[]> {
  return adminGet<Page[]>(adminApiPaths.pages.list, { signal });
}
