import { apiPost } from '../../../../lib/api-client';
import type { SetupPayload } from '../../../../../server/contracts/setup';
import { apiPaths } from '../../../../../server/contracts/api-paths';

/**
 * POST /api/setup: names the club and makes its first administrator; answers a token as a login does.
 * Straight to the server, not through the outbox: without an answer there is no admin to sign in as.
 */
export function completeSetup(payload: SetupPayload): Promise<{ token: string }> {
  return apiPost<{ token: string }>(apiPaths.setup, payload);
}
