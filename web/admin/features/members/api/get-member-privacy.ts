import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberPrivacySummary } from '../../../../../server/contracts/member-privacy';
import { adminGet } from '../../../lib/admin-api';

/** GET /admin/api/members/{id}/privacy: what forgetting the member would erase, counted. */
export function getMemberPrivacy(id: number, signal: AbortSignal): Promise<MemberPrivacySummary> {
  return adminGet<MemberPrivacySummary>(adminApiPaths.members.privacy(id), { signal });
}
