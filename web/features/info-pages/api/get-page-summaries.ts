import type { PageSummary } from '../../../../server/contracts/page';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type { PageSummary };

/** GET /api/website-pages: the published info pages (id, title, link) for the navbar. */
export function getPageSummaries(signal?: AbortSignal): Promise<PageSummary[]> {
  return apiGet<PageSummary[]>('/api/website-pages', signal ? { signal } : {});
}

export function usePageSummaries() {
  return useQuery('pages', getPageSummaries);
}
