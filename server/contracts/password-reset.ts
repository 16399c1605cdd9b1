import { z } from 'zod';
import { requiredText } from './common';
import { textFields } from './limits';

/** "Wachtwoord vergeten?": the form's and the server's words, and the mail's promise of one hour. */
export const passwordResetTexts = {
  emailNeeded: 'Vul je e-mailadres in.',
  notEmail: 'Dit is geen correct e-mailadres.',
  /** The one answer to every accepted request, whether the address is an administrator's or not. */
  sent:
    'Als dit adres bij een beheerder hoort, ontvang je binnen enkele minuten een e-mail met een link om een ' +
    'nieuw wachtwoord te kiezen. De link is één uur geldig.',
  tooMany: (wait: string) => `Te veel aanvragen voor een nieuw wachtwoord. Probeer het over ${wait} opnieuw.`,
  /** After the link was used: the admin signs in with the new password (and any second step). */
  done: 'Je wachtwoord is gewijzigd. Meld je aan met je nieuwe wachtwoord.',
} as const;

/** POST /api/forgot-password: the address to send a link to, compared without case, as the login does. */
export const forgotPasswordPayloadSchema = z.object({
  email: requiredText(textFields.email, passwordResetTexts.emailNeeded)
    .toLowerCase()
    .pipe(z.email(passwordResetTexts.notEmail)),
});
export type ForgotPasswordPayload = z.input<typeof forgotPasswordPayloadSchema>;

/** Its answer: the same sentence for every address, so it tells no one who is an administrator. */
export type ForgotPasswordAnswer = { message: string };
