import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { mutate } from '../../../outbox/mutate';

/** The body of SPEC §7's POST and PUT; published has its own call. */
export type NewsletterInput = {
  title: string;
  intro: string;
  outro: string;
  /** id null: a new block; order null: the server takes the block's 1-based position. */
  blocks: { id: number | null; imageId: string | null; text: string; order: number | null }[];
};

/** POST /admin/api/newsletters (new) or PUT /admin/api/newsletters/{id} with the loaded version. */
export function saveNewsletter(
  input: NewsletterInput,
  existing: { id: number; version: number } | null,
): Promise<Newsletter> {
  return existing
    ? mutate<Newsletter>({
        method: 'PUT',
        url: `/admin/api/newsletters/${existing.id}`,
        body: input,
        version: existing.version,
      })
    : mutate<Newsletter>({ method: 'POST', url: '/admin/api/newsletters', body: input });
}
