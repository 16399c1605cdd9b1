import { publicApiUrls } from '../../../../server/contracts/offline';
import type { NewsletterSummary } from '../../../../server/contracts/newsletter';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type { NewsletterSummary };

export const newslettersUrl = publicApiUrls.newsletters;

/** GET /api/newsletters: the published newsletters, newest first. */
export function getNewsletters(signal?: AbortSignal): Promise<NewsletterSummary[]> {
  return apiGet<NewsletterSummary[]>(newslettersUrl, signal ? { signal } : {});
}

export function useNewsletters() {
  return useQuery('newsletters', getNewsletters);
}
