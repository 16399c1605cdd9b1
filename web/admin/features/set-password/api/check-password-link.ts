import { apiGet } from '../../../../lib/api-client';
import type { PasswordLinkCheck } from '../../../../../server/contracts/session';

/** GET /api/set-password?code=…: whether the link still works, and whose it is. */
export function checkPasswordLink(code: string, signal?: AbortSignal): Promise<PasswordLinkCheck> {
  return apiGet<PasswordLinkCheck>(`/api/set-password?code=${encodeURIComponent(code)}`, signal ? { signal } : {});
}
