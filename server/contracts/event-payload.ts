import { z } from 'zod';
import {
  blankToNull,
  boundedList,
  localDateTimeSchema,
  requiredText,
  richTextPayload,
  textRules,
  timeOfDaySchema,
} from './common';
import { listFields, textFields, type TextField } from './limits';

/** A walk's field messages (SPEC §5, §8): the admin form shows the same as the server answers. */
export const eventPayloadTexts = {
  nameRequired: 'Naam is verplicht',
  startRequired: 'Startdatum is verplicht',
  badCount: 'Het aantal deelnemers moet een positief geheel getal zijn.',
} as const;

/** An empty text is none; typed for the senders: text, or null for none. */
const blankIsNone = (value: string | null | undefined) => blankToNull(value);

const text = (field: TextField) =>
  z.preprocess(blankIsNone, z.string().trim().check(textRules(field)).nullish()).transform((value) => value ?? null);

export const walkNameSchema = requiredText(textFields.walkName, eventPayloadTexts.nameRequired);

// SPEC §9: trimmed to 16 characters, so "2026-05-01T09:00:00" is taken as "2026-05-01T09:00".
export const walkStartSchema = z
  .string({ error: eventPayloadTexts.startRequired })
  .trim()
  .min(1, eventPayloadTexts.startRequired)
  .check(textRules(textFields.startDateTime))
  .transform((value) => value.slice(0, 16))
  .pipe(localDateTimeSchema);

const addressPayloadSchema = z
  .object({
    street: text(textFields.street),
    houseNumber: text(textFields.houseNumber),
    busNumber: text(textFields.busNumber),
    city: text(textFields.city),
    postalCode: text(textFields.postalCode),
    country: text(textFields.country),
  })
  .nullish()
  .transform((address) => (address && Object.values(address).some((part) => part !== null) ? address : null));

/** eventData of SPEC §7, as the admin form sends it; the rules of SPEC §5 (name and start required). */
export const eventPayloadSchema = z.object({
  name: walkNameSchema,
  intro: richTextPayload(textFields.intro),
  description: richTextPayload(textFields.description),
  report: richTextPayload(textFields.report),
  startDateTime: walkStartSchema,
  endTime: z
    .preprocess(blankIsNone, z.string().check(textRules(textFields.endTime)).nullish())
    .transform((value) => (value ? value.trim().slice(0, 5) : null))
    .pipe(timeOfDaySchema.nullable()),
  distances: text(textFields.distances),
  location: addressPayloadSchema,
  countParticipants: z
    .preprocess(
      (value: number | string | null | undefined) =>
        typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value,
      z
        .number({ error: eventPayloadTexts.badCount })
        .int(eventPayloadTexts.badCount)
        .min(0, eventPayloadTexts.badCount)
        .nullish(),
    )
    .transform((value) => value ?? null),
  own: z.boolean().nullish().transform(Boolean),
  euraudax: z.boolean().nullish().transform(Boolean),
  // Image references, resolved against the store after this check.
  photobook: boundedList(listFields.photobook, z.unknown()).nullish(),
});
export type EventPayload = z.input<typeof eventPayloadSchema>;
