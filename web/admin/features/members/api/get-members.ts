import type { MemberRole } from '../../../../../server/contracts/member';
import { adminGet } from '../../../lib/admin-api';
import type { AdminMember } from '../admin-member';

/** SPEC §7: GET /admin/api/members, or /admin/api/members/role/{role} for one role. */
export function getMembers(role: MemberRole | '', signal: AbortSignal): Promise<AdminMember[]> {
  const path = role ? `/admin/api/members/role/${role}` : '/admin/api/members';
  return adminGet<AdminMember[]>(path, { signal });
}
