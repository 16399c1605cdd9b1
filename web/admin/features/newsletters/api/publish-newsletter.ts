import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { publishRecord } from '../../../lib/record-writes';

/**
 * PATCH /admin/api/newsletters/{id}/publish {published} (SPEC §7); answers the updated newsletter.
 * Offline it waits in the outbox and the screen shows the flag as it will be.
 */
export const publishNewsletter = <T extends Pick<Newsletter, 'id' | 'version' | 'published'>>(
  newsletter: T,
  published: boolean,
): Promise<T> =>
  publishRecord(adminApiPaths.newsletters, newsletter, published, () => queuedPublish(newsletter, published));

/** The newsletter as it will be once a queued publish reaches the server, which stamps the change too. */
export function queuedPublish<T extends Pick<Newsletter, 'id' | 'version' | 'published'>>(
  newsletter: T,
  published: boolean,
): T {
  const stamped = 'updateTimestamp' in newsletter ? { updateTimestamp: new Date().toISOString() } : {};
  return { ...newsletter, published, ...stamped };
}
