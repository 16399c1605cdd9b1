import type { Event } from '../../../../server/contracts/event';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { Event };

/** The URL of a walk's detail (also read ahead for offline reading, server/contracts/offline.ts). */
export const walkUrl = apiPaths.events.walk;

/** GET /api/events/{id}: one published walk with its description, report and photobook. */
export function getWalk(id: string, signal?: AbortSignal): Promise<Event> {
  return apiGet<Event>(walkUrl(id), signal ? { signal } : {});
}

export function walkQuery(id: string): Query<Event> {
  return { key: `walk:${id}`, fetch: (signal) => getWalk(id, signal) };
}

export function useWalk(id: string | undefined) {
  return useQuery(id ? walkQuery(id) : null);
}
