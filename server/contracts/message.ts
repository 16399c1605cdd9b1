import { z } from 'zod';
import { recordMetaSchema } from './common';
import type { ContactSubmissionData } from './submission';

/** A contact message as the admin reads it (GET /admin/api/messages): the stored message with its version. */
export type MessageRecord = ContactSubmissionData & z.infer<typeof recordMetaSchema>;

/** The admin's Dutch answers about messages; the screen shows what the server says. */
export const messageTexts = {
  notFound: 'Dit bericht bestaat niet (meer).',
  badRead: 'Verwacht {"read": true of false}.',
  badArchived: 'Verwacht {"archived": true of false}.',
} as const;

/** PATCH …/messages/:id/read: read (true) or unread again (false). */
export const messageReadPayloadSchema = z.object({ read: z.boolean({ error: messageTexts.badRead }) });
export type MessageReadPayload = z.input<typeof messageReadPayloadSchema>;

/** PATCH …/messages/:id/archive: into the archive (true) or back to the inbox (false). */
export const messageArchivePayloadSchema = z.object({ archived: z.boolean({ error: messageTexts.badArchived }) });
export type MessageArchivePayload = z.input<typeof messageArchivePayloadSchema>;
