import type { AdminRolePayload } from '../../../../../server/contracts/admin-account';
import type { AdminRole } from '../../../../../server/contracts/admin-role';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

export type AdminStatus = { id: number; admin: boolean };

/**
 * POST /admin/api/members/{id}/promote-admin { role } or /demote-admin. The server mails a new admin
 * a password; a demoted admin gets a new, unsent password, which ends their sessions. Not queued: admin
 * rights need a connection.
 */
export function changeAdminStatus(id: number, makeAdmin: boolean, role?: AdminRole): Promise<AdminStatus> {
  const path = makeAdmin ? adminApiPaths.members.promote : adminApiPaths.members.demote;
  return mutate<AdminStatus>({
    method: 'POST',
    url: path(id),
    record: { collection: adminApiPaths.members.list, id },
    ...(makeAdmin && role ? { body: { role } satisfies AdminRolePayload } : {}),
  });
}
