import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { TwoStepConfirmed } from '../../../../../server/contracts/two-step';
import { adminPostNow } from '../../../lib/admin-api';

/** POST /admin/api/two-step/confirm: the first code turns it on; the answer holds the recovery codes, once. */
export function confirmTwoStep(code: string): Promise<TwoStepConfirmed> {
  return adminPostNow<TwoStepConfirmed>(adminApiPaths.twoStep.confirm, { code: code.trim() });
}
