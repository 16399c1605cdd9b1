import type { EventCard } from '../../../../../server/contracts/event';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

export type { EventCard };

/** GET /admin/api/events: every walk, published or not, with `own`, `published` and `version`. */
export function getAdminWalks(signal: AbortSignal): Promise<EventCard[]> {
  return adminGet<EventCard[]>(adminApiPaths.events.list, { signal });
}
