import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

/** POST /admin/api/newsletters/{id}/send/test {email} (SPEC §7): the saved newsletter to one address. */
export function sendTestNewsletter(id: number, email: string): Promise<{ message: string }> {
  return mutate<{ message: string }>({
    method: 'POST',
    url: adminApiPaths.newsletters.sendTest(id),
    record: { collection: adminApiPaths.newsletters.list, id },
    body: { email },
  });
}
