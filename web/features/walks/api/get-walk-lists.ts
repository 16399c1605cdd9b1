import type { EventCard } from '../../../../server/contracts/event';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { bearerHeader } from '../../../lib/session-token';
import { useQuery, type Query } from '../../../lib/use-query';

export type { EventCard };

/** Which walks a list shows: the club's own (SPEC: OwnJourney) or the other walks (Journeys). */
export type WalkListKind = 'own' | 'other';
export type WalkListWhen = 'future' | 'past';

/** The URL of a walk list (also read ahead for offline reading, server/contracts/offline.ts). */
export const walkListUrl = (kind: WalkListKind, when: WalkListWhen): string => apiPaths.events.lists[kind][when];

/**
 * GET /api/events/{future,past} and /api/events/own/{future,past}. The own lists go with the
 * bearer header and may answer a single object, which becomes a list (SPEC §7).
 */
export async function getWalkList(kind: WalkListKind, when: WalkListWhen, signal?: AbortSignal): Promise<EventCard[]> {
  const headers = kind === 'own' ? bearerHeader() : {};
  const answer = await apiGet<EventCard[] | EventCard | undefined>(walkListUrl(kind, when), {
    headers,
    ...(signal ? { signal } : {}),
  });
  if (!answer) return [];
  return Array.isArray(answer) ? answer : [answer];
}

export function walkListQuery(kind: WalkListKind, when: WalkListWhen): Query<EventCard[]> {
  return { key: `walks:${kind}:${when}`, fetch: (signal) => getWalkList(kind, when, signal) };
}

export function useWalkList(kind: WalkListKind, when: WalkListWhen) {
  return useQuery(walkListQuery(kind, when));
}
