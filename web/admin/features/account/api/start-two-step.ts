import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { TwoStepStart } from '../../../../../server/contracts/two-step';
import { adminPostNow } from '../../../lib/admin-api';

export type { TwoStepStart };

/**
 * POST /admin/api/two-step/start: a new secret, its QR code and its link. Sent now or refused offline,
 * never through the outbox: the answer holds a secret, which no queue or stored answer may keep.
 */
export function startTwoStep(): Promise<TwoStepStart> {
  return adminPostNow<TwoStepStart>(adminApiPaths.twoStep.start, {});
}
