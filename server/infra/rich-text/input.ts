import type { z } from 'zod';
import { htmlSchema, limitTexts, type TextField } from '../../contracts';
import { nestsTooDeep } from './depth';
import { sanitizeRichText } from './sanitize';

/**
 * A rich-text field of an admin write, checked for size and depth; absent is empty. It is not
 * cleaned here: the write's schema calls cleanRichText once every field passed, so a refused
 * write never pays for sanitizing.
 */
export const richTextInput = (field: TextField) =>
  htmlSchema(field)
    .refine((html) => !nestsTooDeep(html), limitTexts.tooDeep(field))
    .nullish()
    .transform((value) => value ?? '');

/**
 * Cleans a checked rich-text field for storage. Cleaning escapes text ('&' becomes '&amp;'), so
 * the result is measured again: what is stored must fit the field too.
 */
export function cleanRichText(html: string, field: TextField, ctx: z.RefinementCtx, path: (string | number)[]): string {
  const clean = sanitizeRichText(html);
  if (clean.length > field.max) ctx.addIssue({ code: 'custom', message: limitTexts.tooLong(field), input: html, path });
  return clean;
}
