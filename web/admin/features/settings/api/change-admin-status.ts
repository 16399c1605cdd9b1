import { mutate } from '../../../outbox/mutate';

export type AdminStatus = { id: number; admin: boolean };

/**
 * POST /admin/api/members/{id}/promote-admin or /demote-admin. The server mails a new admin a
 * password; a demoted admin gets a new, unsent password, which ends their sessions.
 */
export function changeAdminStatus(id: number, makeAdmin: boolean): Promise<AdminStatus> {
  const action = makeAdmin ? 'promote-admin' : 'demote-admin';
  return mutate<AdminStatus>({ method: 'POST', url: `/admin/api/members/${id}/${action}` });
}
