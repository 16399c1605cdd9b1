import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { auditAnswerSchema, type AuditAnswer } from '../../../../../server/contracts/audit';
import { ApiError } from '../../../../lib/api-client';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';
import { auditTexts } from '../texts';

/**
 * GET /admin/api/audit?person=&kind=&from=&to=&page=: one page of the log, newest first. Offline, a
 * page read before answers from the kept copy.
 */
export async function getAuditPage(query: URLSearchParams, signal: AbortSignal): Promise<AuditAnswer> {
  const answer = auditAnswerSchema.safeParse(await adminGet<unknown>(`${adminApiPaths.audit}?${query}`, { signal }));
  if (!answer.success) throw new ApiError(200, auditTexts.unexpected);
  return answer.data;
}

/** The page the query asks (null: none, the filters cannot be asked); after writes the outbox sent, read again: they are in the log now. */
export function useAuditPage(query: URLSearchParams | null) {
  return useAdminQuery(query && `audit?${query}`, (signal) => getAuditPage(query!, signal), { reloadOnReplay: true });
}
