import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberMailingPayload, MemberMailingProgress } from '../../../../../server/contracts/member-mailing';
import { mutate } from '../../../outbox/mutate';

/** POST /admin/api/members/mailings: the mail goes into the server's queue; offline it cannot be asked. */
export function sendMemberMail(payload: MemberMailingPayload): Promise<MemberMailingProgress> {
  return mutate<MemberMailingProgress>({
    method: 'POST',
    url: adminApiPaths.members.mailings,
    record: null,
    body: payload,
  });
}
