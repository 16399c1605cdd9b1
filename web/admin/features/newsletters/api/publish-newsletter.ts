import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { componentTexts } from '../../../components/texts';
import { requireAnswer } from '../../../lib/require-answer';
import { mutate } from '../../../outbox/mutate';

/**
 * PATCH /admin/api/newsletters/{id}/publish {published} (SPEC §7); answers the updated newsletter.
 * Offline it waits in the outbox and the screen shows the flag as it will be.
 */
export function publishNewsletter<T extends Pick<Newsletter, 'id' | 'version' | 'published'>>(
  newsletter: T,
  published: boolean,
): Promise<T> {
  return requireAnswer(
    mutate<T | undefined>({
      method: 'PATCH',
      url: adminApiPaths.newsletters.publish(newsletter.id),
      record: { collection: adminApiPaths.newsletters.list, id: newsletter.id },
      body: { published },
      version: newsletter.version,
      whenQueued: () => queuedPublish(newsletter, published),
    }),
    componentTexts.emptyPublishAnswer,
  );
}

/** The newsletter as it will be once a queued publish reaches the server, which stamps the change too. */
export function queuedPublish<T extends Pick<Newsletter, 'id' | 'version' | 'published'>>(
  newsletter: T,
  published: boolean,
): T {
  const stamped = 'updateTimestamp' in newsletter ? { updateTimestamp: new Date().toISOString() } : {};
  return { ...newsletter, published, ...stamped };
}
