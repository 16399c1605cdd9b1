import { z } from 'zod';
import {
  boundedList,
  listFields,
  newsletterBlockPayloadSchema,
  newsletterPayloadSchema,
  textFields,
  type NewsletterRecord,
} from '../contracts';
import { BadRequestError, NotFoundError } from '../errors';
import { parseInput, validationMessage } from '../validation';
import { publishing } from '../infra/publishing';
import { cleanRichText, richTextInput } from '../infra/rich-text';
import type { Store } from '../store';
import { toNewsletter } from './service';

export const adminNewsletterTexts = {
  notFound: 'Deze nieuwsbrief bestaat niet.',
  unknownImage: 'Deze afbeelding bestaat niet (meer).',
  badPublished: 'Verwacht {"published": true of false}.',
} as const;

/** The contract's block, its rich text also checked for nesting. */
const blockInputSchema = newsletterBlockPayloadSchema.extend({ text: richTextInput(textFields.blockText) });

/** The contract's newsletter payload, its rich text also checked for nesting and then cleaned for storage. */
const newsletterInputSchema = newsletterPayloadSchema
  .extend({
    intro: richTextInput(textFields.intro),
    outro: richTextInput(textFields.outro),
    blocks: boundedList(listFields.blocks, blockInputSchema).nullish(),
  })
  .transform((input, ctx) => ({
    ...input,
    intro: cleanRichText(input.intro, textFields.intro, ctx, ['intro']),
    outro: cleanRichText(input.outro, textFields.outro, ctx, ['outro']),
    blocks: input.blocks?.map((block, index) => ({
      ...block,
      text: cleanRichText(block.text, textFields.blockText, ctx, ['blocks', index, 'text']),
    })),
  }));

export function adminNewsletters(deps: { store: Store; now: () => Date }) {
  const { store, now } = deps;

  const get = (id: number) => {
    const record = store.newsletters.get(id);
    if (!record) throw new NotFoundError(adminNewsletterTexts.notFound);
    return record;
  };

  /**
   * Blocks keep the order they come in; a missing order is the 1-based position. A block keeps
   * its id when it has a usable one, new blocks get the next free id.
   */
  function toBlocks(input: z.output<typeof blockInputSchema>[]) {
    const known = new Set(store.images.all().map((image) => image.uuid));
    const errors: Record<string, string> = {};
    input.forEach((block, index) => {
      if (block.imageId && !known.has(block.imageId))
        errors[`blocks.${index}.imageId`] = adminNewsletterTexts.unknownImage;
    });
    if (Object.keys(errors).length > 0) throw new BadRequestError(validationMessage, errors);
    const used = new Set<number>();
    const wanted = input.map((block) => {
      const id = typeof block.id === 'number' && Number.isInteger(block.id) && block.id > 0 ? block.id : null;
      if (id === null || used.has(id)) return null;
      used.add(id);
      return id;
    });
    let next = Math.max(0, ...used) + 1;
    return input.map((block, index) => ({
      id: wanted[index] ?? next++,
      imageId: block.imageId,
      text: block.text,
      order: block.order ?? index + 1,
    }));
  }

  const toData = (raw: unknown, current?: NewsletterRecord) => {
    const input = parseInput(newsletterInputSchema, raw);
    const at = now().toISOString();
    return {
      title: input.title,
      intro: input.intro,
      outro: input.outro,
      blocks: toBlocks(input.blocks ?? []),
      published: current?.published ?? false,
      creationTimestamp: current?.creationTimestamp ?? at,
      updateTimestamp: at,
    };
  };

  return {
    list: () =>
      [...store.newsletters.all()]
        .sort((a, b) => b.creationTimestamp.localeCompare(a.creationTimestamp) || b.id - a.id)
        .map(toNewsletter),
    get: (id: number) => toNewsletter(get(id)),
    create: async (raw: unknown) => toNewsletter(await store.newsletters.create(toData(raw))),
    async update(id: number, raw: unknown, expectedVersion?: number) {
      const data = toData(raw, get(id));
      const record = await store.newsletters.update(
        id,
        (current) => ({ ...data, published: current.published, creationTimestamp: current.creationTimestamp }),
        { expectedVersion },
      );
      return toNewsletter(record);
    },
    ...publishing(store.newsletters, adminNewsletterTexts, toNewsletter, () => ({
      updateTimestamp: now().toISOString(),
    })),
  };
}
