import { adminGet } from '../../../lib/admin-api';
import type { Page } from './get-admin-pages';

/** GET /admin/api/website-pages/{id}: one info page with its version, for the edit form. */
export function getAdminPage(id: string, signal: AbortSignal): Promise<Page> {
  return adminGet<Page>(`/admin/api/website-pages/${encodeURIComponent(id)}`, { signal });
}
