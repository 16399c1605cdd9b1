import type { Settings } from '../../../../../server/contracts/settings';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

export type { Settings };

export const settingsUrl = adminApiPaths.settings;

/** GET /admin/api/settings: the club's one settings record with its `version` (sent back as If-Match). */
export function getSettings(signal: AbortSignal): Promise<Settings> {
  return adminGet<Settings>(settingsUrl, { signal });
}

/** Not reloaded after a replay: the form keeps what the admin typed and carries its version forward. */
export function useSettings() {
  return useAdminQuery('settings:record', getSettings);
}
