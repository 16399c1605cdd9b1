import { apiPost } from '../../../../lib/api-client';
import { apiPaths } from '../../../../../server/contracts/api-paths';
import type { ForgotPasswordAnswer, ForgotPasswordPayload } from '../../../../../server/contracts/password-reset';

/**
 * POST /api/forgot-password: the same sentence whatever the address. Straight to the server, not
 * through the outbox: whoever forgot the password is not signed in, and a link asked for later is no help.
 */
export function requestPasswordReset(payload: ForgotPasswordPayload): Promise<ForgotPasswordAnswer> {
  return apiPost<ForgotPasswordAnswer>(apiPaths.forgotPassword, payload);
}
