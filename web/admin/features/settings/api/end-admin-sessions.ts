import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

/**
 * DELETE /admin/api/admins/{id}/sessions: that admin is signed out on every device. Needs a connection:
 * a sign-out that waits in the outbox would leave a lost phone signed in while the admin thinks it is not.
 */
export function endAdminSessions(id: number): Promise<unknown> {
  return mutate<unknown>({ method: 'DELETE', url: adminApiPaths.admins.sessions(id), record: null });
}
