import { z } from 'zod';
import { textRules } from './common';
import { textFields } from './limits';

/** A contact message as kept by the club, stored before any mail is sent. */
export const contactSubmissionDataSchema = z.object({
  name: z.string().check(textRules(textFields.contactName)),
  email: z.string().check(textRules(textFields.email)),
  text: z.string().check(textRules(textFields.contactText)),
  receivedAt: z.iso.datetime(),
  /** Set when an administrator first opens it; unread ones are in bold with a count in the sidebar. */
  readAt: z.iso.datetime().nullable().default(null),
  /** Set when archived: out of the inbox, kept until the retention period has passed. */
  archivedAt: z.iso.datetime().nullable().default(null),
});
export type ContactSubmissionData = z.infer<typeof contactSubmissionDataSchema>;

/** The first answer to an admin write, replayed when the same Idempotency-Key comes again within 24 h. */
export const idempotencyDataSchema = z.object({
  key: z.string().min(1).max(200),
  memberId: z.number().int().positive(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  etag: z.string().nullable().default(null),
  createdAt: z.iso.datetime(),
});
export type IdempotencyData = z.infer<typeof idempotencyDataSchema>;
