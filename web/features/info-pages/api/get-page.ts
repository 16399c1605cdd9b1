import type { Page } from '../../../../server/contracts/page';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { Page };

export const pageUrl = apiPaths.pages.byLink;

/** GET /api/website-pages/by-link/{slug}: one published info page. */
export function getPage(slug: string, signal?: AbortSignal): Promise<Page> {
  return apiGet<Page>(pageUrl(slug), signal ? { signal } : {});
}

export function pageQuery(slug: string): Query<Page> {
  return { key: `page:${slug}`, fetch: (signal) => getPage(slug, signal) };
}

export function usePage(slug: string | undefined) {
  return useQuery(slug ? pageQuery(slug) : null);
}
