import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { mutate } from '../../../outbox/mutate';
import type { AdminMember } from '../admin-member';
import type { MemberPayload } from '../member-payload';

// SPEC §7, an admin member write. It passes the loaded version, so a change made meanwhile is a 409.
// Offline it waits in the outbox and the screen takes the member as it will be (whenQueued).

/** PUT /admin/api/members/{id}: the member as JSON. */
export function updateMember(loaded: AdminMember, member: MemberPayload): Promise<AdminMember> {
  return mutate<AdminMember>({
    method: 'PUT',
    url: adminApiPaths.members.record(loaded.id),
    record: { collection: adminApiPaths.members.list, id: loaded.id },
    body: member,
    version: loaded.version,
    whenQueued: () => ({ ...loaded, ...member }),
  });
}
