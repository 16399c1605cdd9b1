import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminSessionListSchema, type AdminSessionSummary } from '../../../../../server/contracts/session';
import { ApiError } from '../../../../lib/api-client';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';
import { sessionsTexts } from '../sessions-texts';

export type { AdminSessionSummary };

/** GET /admin/api/sessions: the devices the admin is signed in on, the most recently used first. */
export async function getSessions(signal: AbortSignal): Promise<AdminSessionSummary[]> {
  const answer = adminSessionListSchema.safeParse(await adminGet<unknown>(adminApiPaths.sessions.list, { signal }));
  if (!answer.success) throw new ApiError(200, sessionsTexts.unexpected);
  return answer.data;
}

export function useSessions() {
  return useAdminQuery('account:sessions', getSessions);
}
