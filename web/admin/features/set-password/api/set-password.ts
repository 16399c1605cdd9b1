import type { z } from 'zod';
import { apiPost } from '../../../../lib/api-client';
import type { SetPasswordAnswer, setPasswordPayloadSchema } from '../../../../../server/contracts/session';
import { apiPaths } from '../../../../../server/contracts/api-paths';

/**
 * POST /api/set-password: sets the password and uses the link up; a promotion's answers a token as a
 * login does, a reset's a sentence. Straight to the server, not through the outbox: without an answer
 * there is no admin to sign in as.
 */
export function setPassword(payload: z.infer<typeof setPasswordPayloadSchema>): Promise<SetPasswordAnswer> {
  return apiPost<SetPasswordAnswer>(apiPaths.setPassword, payload);
}
