import { z } from 'zod';

export const idSchema = z.number().int().positive();

/** Every stored record carries these; `version` starts at 1 and grows by one per write. */
export const recordMetaSchema = z.object({
  id: idSchema,
  version: z.number().int().positive(),
  updatedAt: z.iso.datetime(),
});
export type RecordMeta = z.infer<typeof recordMetaSchema>;

/** Sanitized rich text (the server cleans it on write); empty string when there is none. */
export const htmlSchema = z.string().max(200_000, 'De tekst is te lang.');

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** Local Belgian wall-clock time, trimmed to minutes: "YYYY-MM-DDTHH:mm". */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Ongeldige datum en tijd.');

/** Local Belgian time of day: "HH:mm". */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ongeldig tijdstip.');

/** Calendar date: "YYYY-MM-DD". */
export const dateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Ongeldige datum.');

export const addressSchema = z.object({
  street: optionalText(200),
  houseNumber: optionalText(20),
  busNumber: optionalText(20),
  city: optionalText(120),
  postalCode: optionalText(20),
  country: optionalText(80),
});
export type Address = z.infer<typeof addressSchema>;

/** URL-safe slug of an info page, e.g. "info-over-ons". */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Link is verplicht.')
  .max(100, 'De link is te lang.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'De link mag enkel kleine letters, cijfers en koppeltekens bevatten.');
