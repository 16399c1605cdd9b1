import type { Newsletter } from '../../../../../server/contracts/newsletter';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { saveRecord } from '../../../lib/record-writes';
import { standInMeta } from '../../../lib/queued-answers';
import { standInId } from '../../../outbox/ids';

/** The body of SPEC §7's POST and PUT; published has its own call. */
export type NewsletterInput = {
  title: string;
  intro: string;
  outro: string;
  /** id null: a new block; order null: the server takes the block's 1-based position. */
  blocks: { id: number | null; imageId: string | null; text: string; order: number | null }[];
};

/**
 * The newsletter as it will be once a save waiting in the outbox reaches the server: new blocks
 * with a stand-in id (the server takes a negative id as a new block), a missing order as the position.
 */
export function queuedNewsletter(input: NewsletterInput, existing: Newsletter | null): Newsletter {
  const at = new Date().toISOString();
  return {
    ...(existing ?? { ...standInMeta(), published: false, creationTimestamp: at }),
    title: input.title.trim(),
    intro: input.intro,
    outro: input.outro,
    blocks: input.blocks.map((block, index) => ({
      id: block.id ?? standInId(),
      imageId: block.imageId,
      text: block.text,
      order: block.order ?? index + 1,
    })),
    updateTimestamp: at,
  };
}

/**
 * POST /admin/api/newsletters (new) or PUT /admin/api/newsletters/{id} with the loaded version.
 * Offline both wait in the outbox; a new one has a stand-in id until the server names it (a publish
 * queued after it is sent to the real id).
 */
export function saveNewsletter(input: NewsletterInput, existing: Newsletter | null): Promise<Newsletter> {
  const whenQueued = () => queuedNewsletter(input, existing);
  return saveRecord<Newsletter>(adminApiPaths.newsletters, existing, { method: 'PUT', body: input, whenQueued });
}
