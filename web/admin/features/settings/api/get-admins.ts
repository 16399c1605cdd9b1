import type { AdminSummary } from '../../../../../server/contracts/admin-account';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

export type { AdminSummary };

/** GET /admin/api/admins: every administrator with their role, second step, devices and last use. */
export function getAdmins(signal: AbortSignal): Promise<AdminSummary[]> {
  return adminGet<AdminSummary[]>(adminApiPaths.admins.list, { signal });
}

export function useAdmins() {
  return useAdminQuery('settings:admins', getAdmins, { reloadOnReplay: true });
}
