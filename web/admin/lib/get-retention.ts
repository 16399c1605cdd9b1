import type { RetentionSettings, Settings } from '../../../server/contracts/settings';
import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import { adminGet } from './admin-api';

/** How long the club keeps handled applications and contact messages: the admin's part of GET /admin/api/settings. */
export async function getRetention(signal: AbortSignal): Promise<RetentionSettings> {
  const settings = await adminGet<Settings>(adminApiPaths.settings, { signal });
  return settings.retention;
}

/** The query key the screens that show a retention period share. */
export const retentionQueryKey = 'admin-settings:retention';
