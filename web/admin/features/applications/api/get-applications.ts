import type { AdminApplication } from '../../../../../server/contracts/application';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';

export type { AdminApplication };

/** GET /admin/api/applications: every application, newest first, with the members who may be the same person. */
export function getApplications(signal: AbortSignal): Promise<AdminApplication[]> {
  return adminGet<AdminApplication[]>(adminApiPaths.applications.list, { signal });
}
