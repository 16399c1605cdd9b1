import type { Page } from '../../../../server/contracts/page';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { Page };

/** GET /api/website-pages/by-link/{slug}: one published info page. */
export function pageQuery(slug: string): Query<Page> {
  return readQuery(pageReads.page(slug));
}

export function usePage(slug: string | undefined) {
  return useQuery(slug ? pageQuery(slug) : null);
}
