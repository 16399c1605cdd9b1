import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { mutate } from '../../../outbox/mutate';

/** POST /admin/api/newsletters/{id}/send (SPEC §7): the server queues one mail per active, subscribed member. */
export function sendNewsletter(id: number): Promise<{ message: string }> {
  return mutate<{ message: string }>({
    method: 'POST',
    url: adminApiPaths.newsletters.send(id),
    record: { collection: adminApiPaths.newsletters.list, id },
  });
}
