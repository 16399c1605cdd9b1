import type { NewsletterSummary } from '../../../../server/contracts/newsletter';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { NewsletterSummary };

export const newslettersUrl = apiPaths.newsletters.list;

/** GET /api/newsletters: the published newsletters, newest first. */
export function getNewsletters(signal?: AbortSignal): Promise<NewsletterSummary[]> {
  return apiGet<NewsletterSummary[]>(newslettersUrl, signal ? { signal } : {});
}

export const newslettersQuery: Query<NewsletterSummary[]> = { key: 'newsletters', fetch: getNewsletters };

export function useNewsletters() {
  return useQuery(newslettersQuery);
}
