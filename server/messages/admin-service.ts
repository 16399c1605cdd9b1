import { messageArchivePayloadSchema, messageReadPayloadSchema, messageTexts, type MessageRecord } from '../contracts';
import { NotFoundError } from '../errors';
import type { Store } from '../store';
import { parseInput } from '../validation';

/** Newest first; two from the same instant in the order they came. */
const newestFirst = (a: MessageRecord, b: MessageRecord) => b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id;

/** The contact form's messages as the admin handles them: read, archive, delete. */
export function adminMessages(store: Store, now: () => Date) {
  const messages = store.contactMessages;
  const options = (expectedVersion?: number) => ({ expectedVersion, notFoundMessage: messageTexts.notFound });

  return {
    /** Inbox and archive together, newest first: the screen shows one or the other by `archivedAt`. */
    list: (): MessageRecord[] => [...messages.all()].sort(newestFirst),
    get(id: number): MessageRecord {
      const record = messages.get(id);
      if (!record) throw new NotFoundError(messageTexts.notFound);
      return record;
    },
    /** Read keeps the moment it was first read; unread clears it. */
    async markRead(id: number, raw: unknown, expectedVersion?: number): Promise<MessageRecord> {
      const { read } = parseInput(messageReadPayloadSchema, raw, messageTexts.badRead);
      const at = now().toISOString();
      return messages.update(
        id,
        (current) => ({ ...current, readAt: read ? (current.readAt ?? at) : null }),
        options(expectedVersion),
      );
    },
    /** Archiving marks the message read too: it has been dealt with, so it no longer counts as unread. */
    async archive(id: number, raw: unknown, expectedVersion?: number): Promise<MessageRecord> {
      const { archived } = parseInput(messageArchivePayloadSchema, raw, messageTexts.badArchived);
      const at = now().toISOString();
      return messages.update(
        id,
        (current) =>
          archived
            ? { ...current, archivedAt: current.archivedAt ?? at, readAt: current.readAt ?? at }
            : { ...current, archivedAt: null },
        options(expectedVersion),
      );
    },
    async remove(id: number, expectedVersion?: number): Promise<void> {
      await messages.remove(id, options(expectedVersion));
    },
  };
}
