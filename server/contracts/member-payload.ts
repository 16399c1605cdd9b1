import { z } from 'zod';

/**
 * A member's field messages (SPEC §5, §8), one per field: the admin form shows the same as the
 * server answers. The address and birth date are required by the admin form only: the public
 * application and imports may leave them out.
 */
export const memberPayloadTexts = {
  required: {
    firstName: 'Voornaam is verplicht',
    lastName: 'Achternaam is verplicht',
    dateOfBirth: 'Geboortedatum is verplicht',
    street: 'Straat is verplicht',
    houseNumber: 'Huisnummer is verplicht',
    city: 'Stad is verplicht',
    postalCode: 'Postcode is verplicht',
    country: 'Land is verplicht',
  },
  invalidEmail: 'Ongeldig e-mailadres',
  badOrder: 'De volgorde moet een geheel getal zijn (0 of meer).',
  notAnObject: 'Verwacht een lid als JSON-object.',
} as const;

/**
 * The body of the board-order call (SPEC §7): a bare number, as JSON (3) or text ('3'). Only a number
 * or a numeric string: an empty body, null or true must not silently become order 0 or 1.
 */
export const boardOrderPayloadSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .max(20)
        .regex(/^[+-]?\d+$/)
        .transform(Number),
    ],
    { error: memberPayloadTexts.badOrder },
  )
  .pipe(z.number().int(memberPayloadTexts.badOrder));

/** A member write: any object; its fields are merged over the stored member and checked as a whole. */
export const memberPayloadSchema = z.record(z.string(), z.unknown(), { error: memberPayloadTexts.notAnObject });
