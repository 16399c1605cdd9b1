import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { TwoStepStatus } from '../../../../../server/contracts/two-step';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

export type { TwoStepStatus };

/** GET /admin/api/two-step: on or off, required by the club, how many recovery codes are left. */
export function getTwoStepStatus(signal: AbortSignal): Promise<TwoStepStatus> {
  return adminGet<TwoStepStatus>(adminApiPaths.twoStep.status, { signal });
}

export function useTwoStepStatus() {
  return useAdminQuery('account:two-step', getTwoStepStatus);
}
