import type { PageSummary } from '../../../../server/contracts/page';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PageSummary };

/** GET /api/website-pages: the published info pages (id, title, link) for the navbar. */
export const pageSummariesQuery: Query<PageSummary[]> = readQuery(pageReads.pageSummaries);

export function usePageSummaries() {
  return useQuery(pageSummariesQuery);
}
