import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { mutate } from '../../../outbox/mutate';

/** DELETE /admin/api/newsletters/{id} (SPEC §7), refused with 409 when it changed since it was loaded; offline it waits. */
export function deleteNewsletter(newsletter: { id: number; version: number }): Promise<void> {
  return mutate<void>({
    method: 'DELETE',
    url: adminApiPaths.newsletters.record(newsletter.id),
    record: { collection: adminApiPaths.newsletters.list, id: newsletter.id },
    version: newsletter.version,
    whenQueued: () => undefined,
  });
}
