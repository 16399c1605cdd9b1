import { mutate } from '../../../outbox/mutate';

/** POST /admin/api/change-password (SPEC §7): the answer is a fresh token for the session. */
export function changePassword(oldPassword: string, newPassword: string): Promise<{ token: string }> {
  return mutate<{ token: string }>({
    method: 'POST',
    url: '/admin/api/change-password',
    body: { oldPassword, newPassword },
  });
}
