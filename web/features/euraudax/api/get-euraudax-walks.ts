import type { EventCard } from '../../../../server/contracts/event';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

/** GET /api/events/euraudax: the Euraudax walks, upcoming first. */
export const euraudaxWalksQuery: Query<EventCard[]> = readQuery(pageReads.euraudaxWalks);

export function useEuraudaxWalks() {
  return useQuery(euraudaxWalksQuery);
}
