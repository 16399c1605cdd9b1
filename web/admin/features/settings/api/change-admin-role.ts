import type { AdminRolePayload } from '../../../../../server/contracts/admin-account';
import type { AdminRole } from '../../../../../server/contracts/admin-role';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

/**
 * PUT /admin/api/admins/{id}/role { role }. Like the admin rights themselves it is not queued: it
 * needs a connection (refused offline), since it is only given when the server has it (who may see
 * the members' data changes with it) and the server may refuse it (the last Beheerder).
 */
export function changeAdminRole(id: number, role: AdminRole): Promise<unknown> {
  return mutate<unknown>({
    method: 'PUT',
    url: adminApiPaths.admins.role(id),
    record: null,
    body: { role } satisfies AdminRolePayload,
  });
}
