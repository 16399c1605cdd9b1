import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { writeRecord } from '../../../lib/record-writes';
import type { AdminMember } from '../admin-member';
import type { MemberPayload } from '../member-payload';

/** PUT /admin/api/members/{id} (SPEC §7): the member as JSON; offline it waits, and the screen takes the member as it will be. */
export const updateMember = (loaded: AdminMember, member: MemberPayload): Promise<AdminMember> =>
  writeRecord(adminApiPaths.members, loaded, {
    method: 'PUT',
    body: member,
    whenQueued: () => ({ ...loaded, ...member }),
  });
