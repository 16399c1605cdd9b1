import type { z } from 'zod';
import { apiPost } from '../../../../lib/api-client';
import type { setPasswordPayloadSchema } from '../../../../../server/contracts/session';
import { apiPaths } from '../../../../../server/contracts/api-paths';

/**
 * POST /api/set-password: sets the password, uses the link up, and answers a token as a login does.
 * Straight to the server, not through the outbox: without an answer there is no admin to sign in as.
 */
export function setPassword(payload: z.infer<typeof setPasswordPayloadSchema>): Promise<{ token: string }> {
  return apiPost<{ token: string }>(apiPaths.setPassword, payload);
}
