import type { Event } from '../../../../../server/contracts/event';
import { adminGet } from '../../../lib/admin-api';

export type { Event };

/** GET /admin/api/events/{id}: one walk with its description, report, photobook and `version`. */
export function getAdminWalk(id: string, signal: AbortSignal): Promise<Event> {
  return adminGet<Event>(`/admin/api/events/${encodeURIComponent(id)}`, { signal });
}
