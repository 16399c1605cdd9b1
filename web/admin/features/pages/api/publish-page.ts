import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { componentTexts } from '../../../components/texts';
import { requireAnswer } from '../../../lib/require-answer';
import { mutate } from '../../../outbox/mutate';
import type { Page } from './get-admin-pages';

/** PATCH /admin/api/website-pages/{id}/publish: answers the page as the server now has it; offline it waits. */
export function publishPage(page: Page, published: boolean): Promise<Page> {
  return requireAnswer(
    mutate<Page | undefined>({
      method: 'PATCH',
      url: adminApiPaths.pages.publish(page.id),
      record: { collection: adminApiPaths.pages.list, id: page.id },
      body: { published },
      version: page.version,
      whenQueued: () => ({ ...page, published }),
    }),
    componentTexts.emptyPublishAnswer,
  );
}
