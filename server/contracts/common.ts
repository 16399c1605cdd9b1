import { z } from 'zod';
import { limitTexts, refusesCharacter, textFields, withRefusedAsSpace, type ListField, type TextField } from './limits';

/** A form field left empty means "none"; clients send '' (or spaces) for it. Other text is trimmed. */
export const blankToNull = (value: unknown) => (typeof value === 'string' ? value.trim() || null : value);

export const idSchema = z.number().int().positive();

/** What a record id looks like in a path or query: a positive integer, safe as a JS number. */
export const idPattern = /^[1-9]\d{0,14}$/;

/** Every stored record carries these; `version` starts at 1 and grows by one per write. */
export const recordMetaSchema = z.object({
  id: idSchema,
  version: z.number().int().positive(),
  updatedAt: z.iso.datetime(),
});
export type RecordMeta = z.infer<typeof recordMetaSchema>;

/** What a refused-character issue carries: the field it is about, so a stored text can be read (readStoredRecord). */
const refusedTag = 'refusedCharacterOf';

/**
 * What every text field of every contract is checked with, each with the field's own message: at
 * most `field.max` characters, then only the characters its kind of text may hold (limits.ts): one
 * line unless the field says otherwise. Either refusal aborts, so no later check (a pattern, an
 * e-mail match) ever runs over an oversized or broken text.
 */
export const textRules = (field: TextField) =>
  z.check<string>((payload) => {
    const text = payload.value;
    if (text.length > field.max) {
      const message = limitTexts.tooLong(field);
      payload.issues.push({
        code: 'too_big',
        origin: 'string',
        maximum: field.max,
        inclusive: true,
        input: text,
        message,
      });
    } else if (refusesCharacter(field, text)) {
      const message = limitTexts.refusedCharacter(field);
      payload.issues.push({ code: 'custom', input: text, message, params: { [refusedTag]: field } });
    }
  });

const fieldOfRefusal = (issue: z.core.$ZodIssue): TextField | undefined =>
  issue.code === 'custom' ? (issue.params?.[refusedTag] as TextField | undefined) : undefined;

/** A text that must be filled in: `message` when it is missing or blank (after trimming). */
export const requiredText = (field: TextField, message: string) =>
  z.string({ error: message }).trim().min(1, message).check(textRules(field));

/**
 * A stored record checked against its schema. A text stored before the rule on characters may hold
 * a line break in a one-line field: its record is read with those characters as spaces (its next
 * write stores it so), so data from before never stops the start or a later write of the record.
 */
export function readStoredRecord<S extends z.ZodType>(schema: S, raw: unknown): z.ZodSafeParseResult<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success || !parsed.error.issues.every(fieldOfRefusal)) return parsed;
  const repaired = structuredClone(raw);
  for (const issue of parsed.error.issues) {
    const key = issue.path.at(-1)!;
    const parent = issue.path.slice(0, -1).reduce((at, step) => (at as Record<PropertyKey, unknown>)[step], repaired);
    const holder = parent as Record<PropertyKey, unknown>;
    if (typeof holder[key] === 'string') holder[key] = withRefusedAsSpace(fieldOfRefusal(issue)!, holder[key]);
  }
  return schema.safeParse(repaired);
}

/** At most `field.max` items, else the field's own message. */
export const maxItems = (field: ListField) => z.maxLength(field.max, { error: limitTexts.tooMany(field), abort: true });

/** A list from a client: counted before any item is looked at, so a huge list costs nothing. */
export const boundedList = <T extends z.ZodType>(field: ListField, item: T) =>
  z.array(z.unknown()).check(maxItems(field)).pipe(z.array(item));

/** Sanitized rich text (the server cleans it on write); empty string when there is none. */
export const htmlSchema = (field: TextField) => z.string().check(textRules(field));

/** Rich text as sent; the server also checks its nesting and cleans it (server/infra/rich-text/). */
export const richTextPayload = (field: TextField) =>
  htmlSchema(field)
    .nullish()
    .transform((value) => value ?? '');

const optionalText = (field: TextField) => z.string().trim().check(textRules(field)).nullable().default(null);

/** Local Belgian wall-clock time, trimmed to minutes: "YYYY-MM-DDTHH:mm". */
export const localDateTimeSchema = z
  .string()
  .max(16, { error: 'Ongeldige datum en tijd.', abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Ongeldige datum en tijd.');

/** Local Belgian time of day: "HH:mm". */
export const timeOfDaySchema = z
  .string()
  .max(5, { error: 'Ongeldig tijdstip.', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ongeldig tijdstip.');

/** Calendar date: "YYYY-MM-DD". */
export const dateSchema = z
  .string()
  .max(10, { error: 'Ongeldige datum.', abort: true })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Ongeldige datum.');

export const addressSchema = z.object({
  street: optionalText(textFields.street),
  houseNumber: optionalText(textFields.houseNumber),
  busNumber: optionalText(textFields.busNumber),
  city: optionalText(textFields.city),
  postalCode: optionalText(textFields.postalCode),
  country: optionalText(textFields.country),
});
export type Address = z.infer<typeof addressSchema>;

/** The parts of an address, in the order forms show them. */
export const addressKeys = addressSchema.keyof().options;
export type AddressKey = (typeof addressKeys)[number];

/** URL-safe slug of an info page, e.g. "info-over-ons". */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Link is verplicht.')
  .check(textRules(textFields.link))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'De link mag enkel kleine letters, cijfers en koppeltekens bevatten.');

/** The body of every publish call: {published: true|false}. */
export const publishPayloadSchema = z.object({ published: z.boolean() });
