import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { mutate } from '../../../outbox/mutate';
import type { Page } from './get-admin-pages';

/** DELETE /admin/api/website-pages/{id}, only if nobody changed the page since it was listed; offline it waits. */
export function deletePage(page: Page): Promise<void> {
  return mutate<void>({
    method: 'DELETE',
    url: adminApiPaths.pages.record(page.id),
    record: { collection: adminApiPaths.pages.list, id: page.id },
    version: page.version,
    whenQueued: () => undefined,
  });
}
