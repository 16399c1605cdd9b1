import { apiGet } from '../../../../lib/api-client';
import type { PasswordLinkCheck } from '../../../../../server/contracts/session';
import { apiPaths } from '../../../../../server/contracts/api-paths';

/** GET /api/set-password?code=…: whether the link still works, and whose it is. */
export function checkPasswordLink(code: string, signal?: AbortSignal): Promise<PasswordLinkCheck> {
  return apiGet<PasswordLinkCheck>(
    `${apiPaths.setPassword}?code=${encodeURIComponent(code)}`,
    signal ? { signal } : {},
  );
}
