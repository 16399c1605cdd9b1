import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberMailingProgress } from '../../../../../server/contracts/member-mailing';
import { adminGet } from '../../../lib/admin-api';

/** GET /admin/api/members/mailings/{id}: how far a mail to members is, and who did not get it. */
export function getMailing(id: number, signal?: AbortSignal): Promise<MemberMailingProgress> {
  return adminGet<MemberMailingProgress>(adminApiPaths.members.mailing(id), signal ? { signal } : {});
}
