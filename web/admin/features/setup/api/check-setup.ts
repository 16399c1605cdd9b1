import { apiGet } from '../../../../lib/api-client';
import type { SetupCheck } from '../../../../../server/contracts/setup';
import { apiPaths } from '../../../../../server/contracts/api-paths';

/** GET /api/setup?code=…: whether the one-time link still works, and the club's name as it is now. */
export function checkSetup(code: string, signal?: AbortSignal): Promise<SetupCheck> {
  return apiGet<SetupCheck>(`${apiPaths.setup}?code=${encodeURIComponent(code)}`, signal ? { signal } : {});
}
