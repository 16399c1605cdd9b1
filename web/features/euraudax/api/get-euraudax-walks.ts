import type { EventCard } from '../../../../server/contracts/event';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

/** GET /api/events/euraudax: the Euraudax walks, upcoming first. */
export function getEuraudaxWalks(signal?: AbortSignal): Promise<EventCard[]> {
  return apiGet<EventCard[]>(apiPaths.events.euraudax, signal ? { signal } : {});
}

export const euraudaxWalksQuery: Query<EventCard[]> = { key: 'euraudax:walks', fetch: getEuraudaxWalks };

export function useEuraudaxWalks() {
  return useQuery(euraudaxWalksQuery);
}
