import { z } from 'zod';
import { idSchema } from './common';
import { mailKinds, type MailKind } from './mail';

/** What a mail of each kind is, in the admin's words. */
export const mailKindLabels: Record<MailKind, string> = {
  contact: 'Contactformulier (kopie voor de club)',
  'contact-confirmation': 'Contactformulier (bevestiging)',
  application: 'Lidmaatschapsaanvraag (kopie voor de club)',
  'application-confirmation': 'Lidmaatschapsaanvraag (bevestiging)',
  'application-welcome': 'Welkom na een aanvraag',
  'application-refusal': 'Weigering van een aanvraag',
  'member-mail': 'E-mail aan leden',
  'admin-password': 'Beheerder: wachtwoord kiezen',
  'password-reset': 'Beheerder: wachtwoord vergeten',
  newsletter: 'Nieuwsbrief',
  'newsletter-test': 'Testnieuwsbrief',
};

/** The last error as the list shows it: one short line. */
export const failedMailErrorLength = 160;

/** The newest failed mails the list answers; `total` counts them all. */
export const failedMailShown = 200;

/**
 * A mail the queue gave up on, as the admin sees it: never its body (it may hold a link that signs
 * someone in), only who it was for, what it was about and why it failed.
 */
export const failedMailSchema = z.object({
  id: idSchema,
  kind: z.enum(mailKinds),
  /** The recipient's address; null when it is no longer known (a member removed since). */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When it was last tried. */
  failedAt: z.iso.datetime(),
  attempts: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /admin/api/mail/failed: the newest failed mails first. */
export const failedMailAnswerSchema = z.object({
  total: z.number().int().nonnegative(),
  mails: z.array(failedMailSchema),
});
export type FailedMailAnswer = z.infer<typeof failedMailAnswerSchema>;
