import type { PageSummary } from '../../../../server/contracts/page';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PageSummary };

export const pageSummariesUrl = apiPaths.pages.list;

/** GET /api/website-pages: the published info pages (id, title, link) for the navbar. */
export function getPageSummaries(signal?: AbortSignal): Promise<PageSummary[]> {
  return apiGet<PageSummary[]>(pageSummariesUrl, signal ? { signal } : {});
}

export const pageSummariesQuery: Query<PageSummary[]> = { key: 'pages', fetch: getPageSummaries };

export function usePageSummaries() {
  return useQuery(pageSummariesQuery);
}
