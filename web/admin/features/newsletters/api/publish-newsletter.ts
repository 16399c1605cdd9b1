import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { adminTexts } from '../../../app/texts';
import { requireAnswer } from '../../../lib/require-answer';
import { mutate } from '../../../outbox/mutate';

/** PATCH /admin/api/newsletters/{id}/publish {published} (SPEC §7); answers the updated newsletter. */
export function publishNewsletter(
  newsletter: { id: number; version: number },
  published: boolean,
): Promise<Newsletter> {
  return requireAnswer(
    mutate<Newsletter | undefined>({
      method: 'PATCH',
      url: `/admin/api/newsletters/${newsletter.id}/publish`,
      body: { published },
      version: newsletter.version,
    }),
    adminTexts.emptyPublishAnswer,
  );
}
