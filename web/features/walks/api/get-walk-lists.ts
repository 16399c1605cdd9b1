import type { EventCard } from '../../../../server/contracts/event';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { pageReads, type WalkListKind, type WalkListWhen } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { EventCard };

export type { WalkListKind, WalkListWhen };

/** The URL of a walk list (also read ahead for offline reading, server/contracts/offline.ts). */
export const walkListUrl = (kind: WalkListKind, when: WalkListWhen): string => apiPaths.events.lists[kind][when];

/**
 * GET /api/events/{future,past} and /api/events/own/{future,past}. The own lists go with the
 * bearer header and may answer a single object, which becomes a list (SPEC §7).
 */
export function walkListQuery(kind: WalkListKind, when: WalkListWhen): Query<EventCard[]> {
  return readQuery(pageReads.walkList(kind, when));
}

export function useWalkList(kind: WalkListKind, when: WalkListWhen) {
  return useQuery(walkListQuery(kind, when));
}
