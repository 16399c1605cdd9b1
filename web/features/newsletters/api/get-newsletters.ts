import { apiPaths } from '../../../../server/contracts/api-paths';
import type { NewsletterSummary } from '../../../../server/contracts/newsletter';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { NewsletterSummary };

export const newslettersUrl = apiPaths.newsletters.list;

/** GET /api/newsletters: the published newsletters, newest first. */
export const newslettersQuery: Query<NewsletterSummary[]> = readQuery(pageReads.newsletters);

export function useNewsletters() {
  return useQuery(newslettersQuery);
}
