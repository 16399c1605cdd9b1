import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

/** GET /admin/api/database (SPEC §2): answers when the server reaches its data; never from a saved copy. */
export function checkDatabase(): Promise<unknown> {
  return adminGet(adminApiPaths.database);
}
