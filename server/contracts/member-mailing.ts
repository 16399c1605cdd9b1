import { z } from 'zod';
import { idSchema, requiredText, richTextPayload, textRules } from './common';
import { textFields } from './limits';
import { memberSelectionSchema } from './member-bulk';

export const memberMailingTexts = {
  subjectRequired: 'Vul een onderwerp in.',
  messageRequired: 'Schrijf eerst een bericht.',
} as const;

/** Why a selected member gets no mail: no address, or the address of a member who gets it already. */
export const mailingSkipReasons = ['noEmail', 'sharedEmail'] as const;
export type MailingSkipReason = (typeof mailingSkipReasons)[number];

/**
 * A mail to selected members (DATA_DIR/member-mailings.json): the mail as it was written, fixed when
 * the send started, and who was left out. One mail queue entry per recipient (kind 'member-mail',
 * its `mailingId`) is composed from it when it goes out, so the queue keeps no copy per member.
 */
export const memberMailingDataSchema = z.object({
  subject: z.string().check(textRules(textFields.subject)),
  /** The whole mail as HTML (the sanitized message in the club's frame) and as plain text. */
  html: z.string(),
  text: z.string(),
  recipientCount: z.number().int().min(0),
  skipped: z.array(z.object({ memberId: idSchema, reason: z.enum(mailingSkipReasons) })).default([]),
  startedBy: idSchema.nullable().default(null),
  createdAt: z.iso.datetime(),
});
export type MemberMailingData = z.infer<typeof memberMailingDataSchema>;

/** POST /admin/api/members/mailings: the subject, the message from the editor (rich text) and the selection. */
export const memberMailingPayloadSchema = z.object({
  subject: requiredText(textFields.subject, memberMailingTexts.subjectRequired),
  message: richTextPayload(textFields.message),
  selection: memberSelectionSchema,
});
export type MemberMailingPayload = z.input<typeof memberMailingPayloadSchema>;

/** A member the mailing concerns, named as the screen lists them. */
type MailingMember = { memberId: number; name: string };

/**
 * GET /admin/api/members/mailings/:id (and the answer of the POST): how far the send is. `failures`
 * and `skipped` list at most `listed` members each; the counts are whole.
 */
export type MemberMailingProgress = {
  id: number;
  subject: string;
  createdAt: string;
  recipientCount: number;
  sent: number;
  pending: number;
  failed: number;
  /** Nothing pending any more: every mail was sent or failed for good. */
  done: boolean;
  failures: (MailingMember & { email: string | null; error: string })[];
  skipped: (MailingMember & { reason: MailingSkipReason })[];
  skippedCount: number;
};

/** How many failures and skipped members a progress answer names. */
export const mailingListedMembers = 200;
