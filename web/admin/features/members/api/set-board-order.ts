import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { mutate } from '../../../outbox/mutate';
import type { AdminMember } from '../admin-member';

// SPEC §7, an admin member write. It passes the loaded version, so a change made meanwhile is a 409.
// Offline it waits in the outbox and the screen takes the member as it will be (whenQueued).

/** PUT /admin/api/members/{id}/board-order: the bare number as body. */
export function setBoardOrder(member: AdminMember, order: number): Promise<AdminMember> {
  return mutate<AdminMember>({
    method: 'PUT',
    url: adminApiPaths.members.boardOrder(member.id),
    record: { collection: adminApiPaths.members.list, id: member.id },
    body: order,
    version: member.version,
    whenQueued: () => ({ ...member, boardMemberSortOrder: order }),
  });
}
