import type { MemberRole } from '../../../../../server/contracts/member';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import type { AdminMember } from '../admin-member';

/** SPEC §7: GET /admin/api/members, or /admin/api/members/role/{role} for one role. */
export function getMembers(role: MemberRole | '', signal: AbortSignal): Promise<AdminMember[]> {
  const path = role ? adminApiPaths.members.byRole(role) : adminApiPaths.members.list;
  return adminGet<AdminMember[]>(path, { signal });
}
