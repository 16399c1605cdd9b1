import type { RetentionSettings } from '../../../server/contracts/settings';
import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import { adminGet } from './admin-api';

/**
 * How long the club keeps handled applications and contact messages: GET /admin/api/retention, which the
 * secretariat may read (the settings themselves are a beheerder's).
 */
export async function getRetention(signal: AbortSignal): Promise<RetentionSettings> {
  return adminGet<RetentionSettings>(adminApiPaths.retention, { signal });
}

/** The query key the screens that show a retention period share. */
export const retentionQueryKey = 'admin-settings:retention';
