import { useSearchParams } from 'react-router';
import { useAdminQuery } from '../../lib/use-admin-query';
import { getMemberPage } from './api/get-member-page';
import { apiFilterOf, filterErrors, filtersFromUrl, urlOf, type ListFilters } from './list-filters';

/** SPEC §9: 20 members a page. */
export const pageSize = 20;

/**
 * The member list as the screen's URL asks it: its filters and page from the URL, one page
 * from the server. Changing a filter starts again at page 1; the URL is replaced, so the list can be
 * bookmarked without a history entry for every letter typed.
 */
export function useMemberList() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromUrl(params);
  const filter = apiFilterOf(filters);
  const query = new URLSearchParams({
    ...(filter as Record<string, string>),
    page: String(page),
    size: String(pageSize),
  });
  const list = useAdminQuery(`members?${query}`, (signal) => getMemberPage(query, signal), { reloadOnReplay: true });
  return {
    filters,
    /** The filters as the server reads them (the export and a selection of the whole filter send these). */
    filter,
    errors: filterErrors(filters),
    list,
    setFilters: (next: ListFilters) => setParams(urlOf(next, 1), { replace: true }),
    setPage: (next: number) => setParams(urlOf(filters, next), { replace: true }),
  };
}
