import type { Settings } from '../../../../../server/contracts/settings';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

/** How many months a message is kept, from GET /admin/api/settings (the admin's own part of them). */
export async function getMessageMonths(signal: AbortSignal): Promise<number> {
  const settings = await adminGet<Settings>(adminApiPaths.settings, { signal });
  return settings.retention.messageMonths;
}
