import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { writeRecord } from '../../../lib/record-writes';
import type { AdminMember } from '../admin-member';

/** PUT /admin/api/members/{id}/board-order (SPEC §7): the bare number as body; offline it waits. */
export const setBoardOrder = (member: AdminMember, order: number): Promise<AdminMember> =>
  writeRecord(adminApiPaths.members, member, {
    method: 'PUT',
    url: adminApiPaths.members.boardOrder(member.id),
    body: order,
    whenQueued: () => ({ ...member, boardMemberSortOrder: order }),
  });
