import type { Page } from '../../../../../server/contracts/page';
import { adminGet } from '../../../lib/admin-api';

export type { Page };

/** GET /admin/api/website-pages: every info page, published or not, by title. */
export function getAdminPages(signal: AbortSignal): Promise<Page[]> {
  return adminGet<Page[]>('/admin/api/website-pages', { signal });
}
