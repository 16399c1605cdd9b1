import { z } from 'zod';
import { idSchema } from './common';

/** One message, ready for the transport. */
export const outgoingMailSchema = z.object({
  to: z.string().min(3).max(320),
  replyTo: z.string().max(320).nullable().default(null),
  subject: z.string().max(998),
  text: z.string(),
  html: z.string().nullable().default(null),
  /** Extra headers, e.g. List-Unsubscribe. */
  headers: z.record(z.string(), z.string()).default({}),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

export const mailKinds = [
  'contact',
  'contact-confirmation',
  'application',
  'application-confirmation',
  'application-welcome',
  'application-refusal',
  'member-mail',
  'admin-password',
  'password-reset',
  'newsletter',
  'newsletter-test',
] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * An entry of the durable mail queue (DATA_DIR/mail.json, mode 0600). Either `message` holds
 * the whole mail, or (newsletters, mails to members) it is null and the mail is composed at send
 * time from `newsletterJobId` or `mailingId`, and `memberId`. The message is dropped once sent: it may hold a password.
 */
export const mailDataSchema = z.object({
  /** The same Message-ID on every attempt, so a mail client can tell a retry from a new mail. */
  messageId: z.string().min(1),
  kind: z.enum(mailKinds),
  message: outgoingMailSchema.nullable(),
  newsletterJobId: idSchema.nullable().default(null),
  /** A mail to selected members (kind 'member-mail'): composed from this mailing at send time. */
  mailingId: idSchema.nullable().default(null),
  memberId: idSchema.nullable().default(null),
  status: z.enum(['pending', 'sent', 'failed']).default('pending'),
  attempts: z.number().int().min(0).default(0),
  nextAttemptAt: z.iso.datetime(),
  lastError: z.string().max(2000).nullable().default(null),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable().default(null),
});
export type MailData = z.infer<typeof mailDataSchema>;
export type MailInput = z.input<typeof mailDataSchema>;

/** A newsletter send: what every recipient's mail is made of, fixed when the send starts. */
export const newsletterJobDataSchema = z.object({
  newsletterId: idSchema,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  recipientCount: z.number().int().min(0),
  startedBy: idSchema.nullable().default(null),
  createdAt: z.iso.datetime(),
});
export type NewsletterJobData = z.infer<typeof newsletterJobDataSchema>;
