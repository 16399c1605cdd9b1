import type { EventCard } from '../../../../server/contracts/event';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/events/euraudax: the Euraudax walks, upcoming first. */
export function getEuraudaxWalks(signal?: AbortSignal): Promise<EventCard[]> {
  return apiGet<EventCard[]>('/api/events/euraudax', signal ? { signal } : {});
}

export function useEuraudaxWalks() {
  return useQuery('euraudax:walks', getEuraudaxWalks);
}
