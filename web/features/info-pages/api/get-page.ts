import type { Page } from '../../../../server/contracts/page';
import { publicApiUrls } from '../../../../server/contracts/offline';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type { Page };

export const pageUrl = publicApiUrls.page;

/** GET /api/website-pages/by-link/{slug}: one published info page. */
export function getPage(slug: string, signal?: AbortSignal): Promise<Page> {
  return apiGet<Page>(pageUrl(slug), signal ? { signal } : {});
}

export function usePage(slug: string | undefined) {
  return useQuery(slug ? `page:${slug}` : null, (signal) => getPage(slug ?? '', signal));
}
