import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

export type { Newsletter };

/** GET /admin/api/newsletters (SPEC §7): every newsletter, published or not, newest first, each with its version. */
export function getNewsletters(signal: AbortSignal): Promise<Newsletter[]> {
  return adminGet<Newsletter[]>(adminApiPaths.newsletters.list, { signal });
}
