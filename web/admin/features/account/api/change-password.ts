import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

/** POST /admin/api/change-password (SPEC §7): this session goes on, the admin's other sessions end. */
export function changePassword(oldPassword: string, newPassword: string): Promise<{ message: string }> {
  return mutate<{ message: string }>({
    method: 'POST',
    url: adminApiPaths.changePassword,
    // Changes no record a list shows.
    record: null,
    body: { oldPassword, newPassword },
  });
}
