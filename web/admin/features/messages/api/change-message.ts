import type { MessageArchivePayload, MessageReadPayload } from '../../../../../server/contracts/message';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { deleteRecord, writeRecord } from '../../../lib/record-writes';
import { requireAnswer } from '../../../lib/require-answer';
import { messagesTexts } from '../texts';
import type { Message } from './get-messages';

const paths = adminApiPaths.messages;
const now = () => new Date().toISOString();

/**
 * PATCH …/messages/{id}/read with the loaded version, like every write to a record: an archive queued
 * after it offline then carries the version the read gave it. Offline it waits in the outbox.
 */
export function markMessageRead(message: Message, read: boolean): Promise<Message> {
  const body: MessageReadPayload = { read };
  return requireAnswer(
    writeRecord<Message | undefined>(paths, message, {
      method: 'PATCH',
      url: paths.read(message.id),
      body,
      whenQueued: () => ({ ...message, readAt: read ? (message.readAt ?? now()) : null }),
    }),
    messagesTexts.emptyAnswer,
  );
}

/** PATCH …/messages/{id}/archive with the loaded version; archiving marks it read too, as the server does. */
export function archiveMessage(message: Message, archived: boolean): Promise<Message> {
  const body: MessageArchivePayload = { archived };
  const at = now();
  return requireAnswer(
    writeRecord<Message | undefined>(paths, message, {
      method: 'PATCH',
      url: paths.archive(message.id),
      body,
      whenQueued: () =>
        archived
          ? { ...message, archivedAt: message.archivedAt ?? at, readAt: message.readAt ?? at }
          : { ...message, archivedAt: null },
    }),
    messagesTexts.emptyAnswer,
  );
}

/** DELETE …/messages/{id}, refused with 409 when the message changed since it was loaded; offline it waits. */
export const deleteMessage = (message: Message): Promise<void> => deleteRecord(paths, message);
