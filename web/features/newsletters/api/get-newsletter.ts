import type { Newsletter } from '../../../../server/contracts/newsletter';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type { Newsletter };

/** GET /api/newsletters/{id}: one published newsletter with its blocks in order. */
export function getNewsletter(id: string, signal?: AbortSignal): Promise<Newsletter> {
  return apiGet<Newsletter>(`/api/newsletters/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useNewsletter(id: string | undefined) {
  return useQuery(id ? `newsletter:${id}` : null, (signal) => getNewsletter(id ?? '', signal));
}
