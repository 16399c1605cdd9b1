import { mutate } from '../../outbox/mutate';
import { standInMeta } from '../../lib/queued-answers';
import type { AdminMember } from './admin-member';
import type { MemberPayload } from './member-payload';

// SPEC §7, admin member writes. Each passes the loaded version, so a change made meanwhile is a 409.
// Offline they wait in the outbox and the screen takes the member as it will be (whenQueued).

/** POST /admin/api/members: multipart with the member as JSON in the field memberData. */
export function createMember(member: MemberPayload): Promise<AdminMember> {
  const form = new FormData();
  form.append('memberData', JSON.stringify(member));
  return mutate<AdminMember>({
    method: 'POST',
    url: '/admin/api/members',
    body: form,
    // A stand-in id until the server gives the member one.
    whenQueued: () => ({ ...standInMeta(), ...member, photoImageId: null, newsletterUnsubscribed: false }),
  });
}

/** PUT /admin/api/members/{id}: the member as JSON. */
export function updateMember(loaded: AdminMember, member: MemberPayload): Promise<AdminMember> {
  return mutate<AdminMember>({
    method: 'PUT',
    url: `/admin/api/members/${loaded.id}`,
    body: member,
    version: loaded.version,
    whenQueued: () => ({ ...loaded, ...member }),
  });
}

/** PUT /admin/api/members/{id}/board-order: the bare number as body. */
export function setBoardOrder(member: AdminMember, order: number): Promise<AdminMember> {
  return mutate<AdminMember>({
    method: 'PUT',
    url: `/admin/api/members/${member.id}/board-order`,
    body: order,
    version: member.version,
    whenQueued: () => ({ ...member, boardMemberSortOrder: order }),
  });
}

/** DELETE /admin/api/members/{id}. */
export function deleteMember(member: AdminMember): Promise<void> {
  return mutate<void>({
    method: 'DELETE',
    url: `/admin/api/members/${member.id}`,
    version: member.version,
    whenQueued: () => undefined,
  });
}
