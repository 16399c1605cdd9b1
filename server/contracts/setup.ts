import { z } from 'zod';
import { minPasswordLength } from './account-payload';
import { requiredText } from './common';
import { memberApplicationSchema } from './forms';
import { limitTexts, textFields, type TextField } from './limits';
import { settingsTexts } from './settings';

/**
 * The first start of a real club (SEED=none, no admin yet): the one-time link the server prints
 * leads to /admin/setup, which names the club and makes its first administrator. The screen shows
 * what the server answers.
 */
export const setupTexts = {
  invalidLink: 'Deze setuplink is ongeldig. Gebruik de link die de server bij het starten toonde.',
  hasAdmin: 'Deze club heeft al een beheerder: meld je aan.',
  tooManyTries: 'Te veel pogingen om de club aan te maken. Probeer het over een uur opnieuw.',
  tooMany: (wait: string) => `Te veel ongeldige setuplinks geprobeerd. Probeer het over ${wait} opnieuw.`,
  shortPassword: `Wachtwoord moet minstens ${minPasswordLength} karakters bevatten.`,
} as const;

/** The code in the link: 43 characters (32 random bytes as base64url); longer is no code of ours. */
export const setupCodeMaxLength = 100;

/** Room for the longest password the admin's own password change takes. */
export const setupPasswordField: TextField = { label: 'Wachtwoord', max: textFields.newPassword.max };

/** GET /api/setup?code=…: whether the link may still be used. */
export const setupCodeSchema = z
  .string({ error: setupTexts.invalidLink })
  .max(setupCodeMaxLength, setupTexts.invalidLink);

/** POST /api/setup: the club's name and its first administrator. */
export const setupPayloadSchema = z.object({
  code: setupCodeSchema,
  clubName: requiredText(textFields.clubName, settingsTexts.nameRequired),
  // The first admin is a member: the member form's own fields and messages.
  firstName: memberApplicationSchema.shape.firstName,
  lastName: memberApplicationSchema.shape.lastName,
  email: memberApplicationSchema.shape.email.transform((email) => email.toLowerCase()),
  password: z
    .string({ error: setupTexts.shortPassword })
    .min(minPasswordLength, setupTexts.shortPassword)
    .max(setupPasswordField.max, limitTexts.tooLong(setupPasswordField)),
});
export type SetupPayload = z.infer<typeof setupPayloadSchema>;

/** GET /api/setup's answer for a valid link: the name the club has now, to start the form from. */
export type SetupCheck = { clubName: string };
