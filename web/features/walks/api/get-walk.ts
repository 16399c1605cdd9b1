import type { Event } from '../../../../server/contracts/event';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { Event };

/** GET /api/events/{id}: one published walk with its description, report and photobook. */
export function walkQuery(id: string): Query<Event> {
  return readQuery(pageReads.walk(id));
}

export function useWalk(id: string | undefined) {
  return useQuery(id ? walkQuery(id) : null);
}
