import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberListPage } from '../../../../../server/contracts/member-list';
import { adminGet } from '../../../lib/admin-api';
import type { AdminMember } from '../admin-member';

/**
 * GET /admin/api/members?page=&size=&…: one page of the members that match the filters,
 * sorted by name, with their total. Offline, a page asked before answers from the kept copy.
 */
export function getMemberPage(query: URLSearchParams, signal: AbortSignal): Promise<MemberListPage<AdminMember>> {
  return adminGet<MemberListPage<AdminMember>>(`${adminApiPaths.members.list}?${query}`, { signal });
}
