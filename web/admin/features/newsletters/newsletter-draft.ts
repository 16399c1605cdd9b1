import type { NewsletterPayload } from '../../../../server/contracts/newsletter-payload';
import type { Newsletter } from './api/get-newsletters';
import type { NewsletterInput } from './api/save-newsletter';

/** A block as the form holds it: text fields as typed, a key of its own so React keeps each editor with its block. */
export type BlockDraft = {
  key: string;
  /** The server's block id; null for a block added in this form. */
  id: number | null;
  /** An image uuid, or whatever the admin pasted (the server says when it is not a known image). */
  imageId: string;
  text: string;
  /** As typed in the number field; '' lets the server use the block's position. */
  order: string;
};

export type NewsletterDraft = {
  title: string;
  intro: string;
  outro: string;
  published: boolean;
  blocks: BlockDraft[];
};

let lastKey = 0;
const nextKey = () => `block-${++lastKey}`;

export const emptyDraft = (): NewsletterDraft => ({ title: '', intro: '', outro: '', published: false, blocks: [] });

/** A new block at `position` (1-based): SPEC §9, its order defaults to that position. */
export const newBlock = (position: number): BlockDraft => ({
  key: nextKey(),
  id: null,
  imageId: '',
  text: '',
  order: String(position),
});

export function draftFrom(newsletter: Newsletter): NewsletterDraft {
  return {
    title: newsletter.title,
    intro: newsletter.intro,
    outro: newsletter.outro,
    published: newsletter.published,
    blocks: newsletter.blocks.map((block) => ({
      key: nextKey(),
      id: block.id,
      imageId: block.imageId ?? '',
      text: block.text,
      order: String(block.order),
    })),
  };
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The uuid in what was pasted: the uuid itself, or an image URL such as /media/{uuid}/300x300.jpg. */
export function uuidIn(text: string): string | null {
  return uuidPattern.exec(text)?.[0]?.toLowerCase() ?? null;
}

/** SPEC §7's body: {title, intro, outro, blocks[{id, imageId, text, order}]}. */
export function toInput(draft: NewsletterDraft): NewsletterInput {
  return {
    title: draft.title,
    intro: draft.intro,
    outro: draft.outro,
    blocks: draft.blocks.map((block) => {
      const pasted = block.imageId.trim();
      const order = block.order.trim();
      return {
        id: block.id,
        // Something that holds no uuid goes as typed, so the server's field message explains it.
        imageId: pasted === '' ? null : (uuidIn(pasted) ?? pasted),
        text: block.text,
        order: order === '' ? null : Number(order),
      };
    }),
  } satisfies NewsletterPayload;
}

/** Whether two drafts say the same (the block keys are the form's own and do not count). */
export function sameDraft(a: NewsletterDraft, b: NewsletterDraft): boolean {
  const content = (draft: NewsletterDraft) => JSON.stringify({ ...toInput(draft), published: draft.published });
  return content(a) === content(b);
}

/** The server's messages about one block, by field (imageId, text, order). */
export type BlockErrors = Partial<Record<string, string>>;

/**
 * The server's block messages ("blocks.1.imageId" is about the second block sent) moved onto the
 * blocks they are about, by the form's block key: a message stays with its block when blocks are
 * added or removed afterwards, instead of showing on whichever block now has that position.
 */
export function blockErrorsOf(
  errors: Record<string, string>,
  sent: readonly BlockDraft[],
): Record<string, BlockErrors> {
  const byKey: Record<string, BlockErrors> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [, position, field] = /^blocks\.(\d+)\.(\w+)$/.exec(path) ?? [];
    const key = position === undefined ? undefined : sent[Number(position)]?.key;
    if (key && field) byKey[key] = { ...byKey[key], [field]: message };
  }
  return byKey;
}
