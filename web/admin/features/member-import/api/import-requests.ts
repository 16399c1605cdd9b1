import { ApiError, apiRequest } from '../../../../lib/api-client';
import { outboxTexts } from '../../../outbox/texts';
import { isOffline } from '../../../outbox/send';
import { authorizationHeader, endSessionOn401 } from '../../../session/session';

/**
 * A POST that reads (an upload to look at, a dry run): sent now or refused offline, never queued, and
 * without an Idempotency-Key, so the server keeps no copy of its large answer.
 */
export async function postNow<T>(url: string, body: unknown): Promise<T> {
  if (isOffline()) throw new ApiError(0, outboxTexts.refusedOffline);
  return apiRequest<T>(url, { method: 'POST', body, headers: authorizationHeader() }).catch(endSessionOn401);
}
