import type { MemberApplication } from '../../../../server/contracts/forms';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiPost } from '../../../lib/api-client';

export type { MemberApplication };

/**
 * POST /api/members: the server stores the application as an inactive member (role MEMBER)
 * and answers 201, or 400 with messages per field ("firstName", "address.street", …).
 */
export async function sendMemberApplication(application: MemberApplication): Promise<void> {
  await apiPost<{ message: string }>(apiPaths.members.apply, application);
}
