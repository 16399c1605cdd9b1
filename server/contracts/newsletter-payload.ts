import { z } from 'zod';
import { boundedList, idPattern, requiredText, richTextPayload, textRules } from './common';
import { uuidSchema } from './image';
import { listFields, textFields } from './limits';

/** A newsletter's field messages (SPEC §8): the admin form shows what the server answers. */
export const newsletterPayloadTexts = {
  titleRequired: 'Titel is verplicht.',
  emailRequired: 'Vul een e-mailadres in.',
  badEmail: 'Vul een geldig e-mailadres in.',
} as const;

export const newsletterTitleSchema = requiredText(textFields.title, newsletterPayloadTexts.titleRequired);

/** A block as sent: id null (or a stand-in) for a new block, order null for its 1-based position. */
export const newsletterBlockPayloadSchema = z.object({
  id: z.unknown().optional(),
  imageId: z.preprocess((value) => (value === '' ? null : value), uuidSchema.nullish()).transform((v) => v ?? null),
  text: richTextPayload(textFields.blockText),
  order: z.coerce.number().int().min(0).nullish(),
});

/** SPEC §7: {title, intro, outro, blocks[{id, imageId, text, order}]}; published has its own call. */
export const newsletterPayloadSchema = z.object({
  title: newsletterTitleSchema,
  intro: richTextPayload(textFields.intro),
  outro: richTextPayload(textFields.outro),
  blocks: boundedList(listFields.blocks, newsletterBlockPayloadSchema).nullish(),
});

export type NewsletterPayload = z.input<typeof newsletterPayloadSchema>;

/** The test send's address: the admin form checks only that one is filled in (SPEC §5), the server its shape too. */
export const testSendEmailRequired = z.string().trim().min(1, newsletterPayloadTexts.emailRequired);

/** The body of a test send: one address. */
export const testSendPayloadSchema = z.object({
  email: z
    .string({ error: newsletterPayloadTexts.badEmail })
    .trim()
    .min(1, newsletterPayloadTexts.emailRequired)
    .check(textRules(textFields.email))
    .pipe(z.email(newsletterPayloadTexts.badEmail)),
});

/** The query of the unsubscribe link (SPEC §7): the member's id and its token. */
export const unsubscribeQuerySchema = z.object({
  memberId: z.string().regex(idPattern),
  token: z.string().min(1).max(200),
});
