import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminPostNow } from '../../../lib/admin-api';

/** POST /admin/api/two-step/disable: the password and a current code (or a recovery code); needs the connection. */
export function disableTwoStep(password: string, code: string): Promise<{ message: string }> {
  return adminPostNow<{ message: string }>(adminApiPaths.twoStep.disable, { password, code: code.trim() });
}
