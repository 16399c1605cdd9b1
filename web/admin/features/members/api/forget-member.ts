import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { erasedMember } from '../../../../../server/contracts/member-privacy';
import { mutate } from '../../../outbox/mutate';
import type { AdminMember } from '../admin-member';

/**
 * POST /admin/api/members/{id}/forget with the loaded version: the server erases the member's personal
 * data and answers the anonymous record. Offline it waits in the outbox like every admin write, and the
 * screen shows the member as forgotten meanwhile.
 */
export function forgetMember(member: AdminMember): Promise<AdminMember> {
  return mutate<AdminMember>({
    method: 'POST',
    url: adminApiPaths.members.forget(member.id),
    record: { collection: adminApiPaths.members.list, id: member.id },
    version: member.version,
    whenQueued: () => ({ ...erasedMember(member, new Date().toISOString()), uploadcareImage: null }),
  });
}
