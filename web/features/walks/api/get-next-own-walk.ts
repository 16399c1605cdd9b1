import type { Event } from '../../../../server/contracts/event';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export const nextOwnWalkUrl = apiPaths.events.ownNext;

/** GET /api/events/own/next: the next own walk, or undefined (204) when none is planned. */
export function getNextOwnWalk(signal?: AbortSignal): Promise<Event | undefined> {
  return apiGet<Event | undefined>(nextOwnWalkUrl, signal ? { signal } : {});
}

export const nextOwnWalkQuery: Query<Event | undefined> = { key: 'walks:own:next', fetch: getNextOwnWalk };

export function useNextOwnWalk() {
  return useQuery(nextOwnWalkQuery);
}
