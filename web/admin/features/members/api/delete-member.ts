import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { mutate } from '../../../outbox/mutate';
import type { AdminMember } from '../admin-member';

// SPEC §7, an admin member write. It passes the loaded version, so a change made meanwhile is a 409.
// Offline it waits in the outbox and the screen takes the member as it will be (whenQueued).

/** DELETE /admin/api/members/{id}. */
export function deleteMember(member: AdminMember): Promise<void> {
  return mutate<void>({
    method: 'DELETE',
    url: adminApiPaths.members.record(member.id),
    record: { collection: adminApiPaths.members.list, id: member.id },
    version: member.version,
    whenQueued: () => undefined,
  });
}
