import type { Event } from '../../../../../server/contracts/event';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

export type { Event };

/** GET /admin/api/events/{id}: one walk with its description, report, photobook and `version`. */
export function getAdminWalk(id: string, signal: AbortSignal): Promise<Event> {
  return adminGet<Event>(adminApiPaths.events.record(id), { signal });
}
