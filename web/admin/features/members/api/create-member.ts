import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';
import { standInMeta } from '../../../lib/queued-answers';
import type { AdminMember } from '../admin-member';
import type { MemberPayload } from '../member-payload';

// SPEC §7, an admin member write. Offline it waits in the outbox and the screen takes the member as it
// will be (whenQueued).

/** POST /admin/api/members: multipart with the member as JSON in the field memberData. */
export function createMember(member: MemberPayload): Promise<AdminMember> {
  const form = new FormData();
  form.append('memberData', JSON.stringify(member));
  return mutate<AdminMember>({
    method: 'POST',
    url: adminApiPaths.members.list,
    record: { collection: adminApiPaths.members.list },
    body: form,
    // A stand-in id until the server gives the member one.
    whenQueued: () => ({
      ...standInMeta(),
      ...member,
      memberSince: member.memberSince ?? null,
      photoImageId: null,
      newsletterUnsubscribed: false,
      erasedAt: null,
    }),
  });
}
