import { z } from 'zod';
import { limitTexts, textFields } from './limits';

/** The sign-in and password messages (SPEC §8): the admin screens show what the server answers. */
export const accountPayloadTexts = {
  badLogin: 'Ongeldige e-mail of wachtwoord.',
  wrongOldPassword: 'Het huidige wachtwoord is niet juist.',
  shortPassword: 'Nieuw wachtwoord moet minstens 8 karakters bevatten.',
} as const;

export const minPasswordLength = 8;

/** POST /admin/api/login: any malformed part is the same answer as a wrong password. */
export const loginPayloadSchema = z.object({
  username: z
    .string({ error: accountPayloadTexts.badLogin })
    .trim()
    .toLowerCase()
    .min(1, accountPayloadTexts.badLogin)
    .max(254),
  password: z.string({ error: accountPayloadTexts.badLogin }).min(1, accountPayloadTexts.badLogin).max(1000),
  recaptchaToken: z.string().max(4000).nullish(),
});

/** The admin's own password change. */
export const changePasswordPayloadSchema = z.object({
  oldPassword: z.string({ error: accountPayloadTexts.wrongOldPassword }).max(1000),
  newPassword: z
    .string({ error: accountPayloadTexts.shortPassword })
    .min(minPasswordLength, accountPayloadTexts.shortPassword)
    .max(textFields.newPassword.max, limitTexts.tooLong(textFields.newPassword)),
});
