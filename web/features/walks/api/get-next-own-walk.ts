import type { Event } from '../../../../server/contracts/event';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export const nextOwnWalkUrl = apiPaths.events.ownNext;

/** GET /api/events/own/next: the next own walk, or undefined (204) when none is planned. */
export const nextOwnWalkQuery: Query<Event | undefined> = readQuery(pageReads.nextOwnWalk);

export function useNextOwnWalk() {
  return useQuery(nextOwnWalkQuery);
}
