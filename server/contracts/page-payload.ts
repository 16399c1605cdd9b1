import { z } from 'zod';
import { boundedList, requiredText, richTextPayload, slugSchema, textRules } from './common';
import { listFields, textFields } from './limits';

/** An info page's field messages (SPEC §8): the admin form shows what the server answers. */
export const pagePayloadTexts = {
  titleRequired: 'Titel is verplicht.',
} as const;

/** A page's link as stored: "/info-over-ons" as typed is "info-over-ons". */
export const normalizePageLink = (link: string) => link.trim().replace(/^\/+/, '');

export const pageTitleSchema = requiredText(textFields.title, pagePayloadTexts.titleRequired);

/** SPEC §3 Info page as the admin form sends it; the server checks its rich text again and cleans it. */
export const pagePayloadSchema = z.object({
  title: pageTitleSchema,
  link: z.preprocess((value: string) => (typeof value === 'string' ? normalizePageLink(value) : value), slugSchema),
  metaDescription: z
    .string()
    .trim()
    .check(textRules(textFields.metaDescription))
    .nullish()
    .transform((value) => value ?? ''),
  contentHtml: richTextPayload(textFields.contentHtml),
  published: z.boolean().nullish().transform(Boolean),
  // Image references, resolved against the store after this check.
  photobook: boundedList(listFields.photobook, z.unknown()).nullish(),
});
export type PagePayload = z.input<typeof pagePayloadSchema>;
