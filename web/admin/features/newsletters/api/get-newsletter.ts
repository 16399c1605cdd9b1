import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

/** GET /admin/api/newsletters/{id} (SPEC §7): one newsletter with its blocks in their order. */
export function getNewsletter(id: string, signal: AbortSignal): Promise<Newsletter> {
  return adminGet<Newsletter>(adminApiPaths.newsletters.record(id), { signal });
}
