import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

export type AdminStatus = { id: number; admin: boolean };

/**
 * POST /admin/api/members/{id}/promote-admin or /demote-admin. The server mails a new admin a
 * password; a demoted admin gets a new, unsent password, which ends their sessions.
 */
export function changeAdminStatus(id: number, makeAdmin: boolean): Promise<AdminStatus> {
  const path = makeAdmin ? adminApiPaths.members.promote : adminApiPaths.members.demote;
  return mutate<AdminStatus>({
    method: 'POST',
    url: path(id),
    record: { collection: adminApiPaths.members.list, id },
  });
}
