import { useEffect, useRef, useState } from 'react';
import { useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import type { AdminQuery } from '../../lib/use-admin-query';
import { archiveMessage, deleteMessage, markMessageRead } from './api/change-message';
import type { Message } from './api/get-messages';
import { messagesTexts as texts } from './texts';

/** As the other list screens: success banners 3 s, errors 4 s. */
const successMs = 3000;
const errorMs = 4000;

/**
 * The screen's writes: opening reads the message (and marks it read), archive and back, unread
 * again, delete after the confirmation. Each row takes the server's answer, so its next write sends
 * the version it now has; a failure shows the server's sentence and loads the list again.
 */
export function useMessageWrites(list: AdminQuery<Message[]>) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [success, showSuccess] = useTimedMessage(successMs);
  const [error, showError] = useTimedMessage(errorMs);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [movedAway, setMovedAway] = useState(0);

  // The dialog gives the focus back to the row that opened it; when that row left the view (archived,
  // deleted) the focus would fall to the page's start, so the screen's heading takes it.
  useEffect(() => {
    if (movedAway === 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [movedAway]);

  const setRow = (row: Message) => list.setData((rows) => rows.map((other) => (other.id === row.id ? row : other)));

  const run = async (message: Message, write: () => Promise<void>, failed: string) => {
    setBusy((ids) => new Set(ids).add(message.id));
    try {
      await write();
    } catch (failure) {
      console.warn(`${failed} (${message.id}):`, failure);
      showError(failureText(failed, failure));
      await list.reload();
    } finally {
      setBusy((ids) => new Set([...ids].filter((id) => id !== message.id)));
    }
  };

  const open = (message: Message) => {
    setOpenId(message.id);
    if (message.readAt === null && !busy.has(message.id)) {
      void run(message, async () => setRow(await markMessageRead(message, true)), texts.writeFailed);
    }
  };

  const markUnread = (message: Message) => {
    setOpenId(null);
    void run(
      message,
      async () => {
        setRow(await markMessageRead(message, false));
        showSuccess(texts.markedUnread);
      },
      texts.writeFailed,
    );
  };

  const setArchived = (message: Message, archived: boolean) => {
    setOpenId(null);
    void run(
      message,
      async () => {
        setRow(await archiveMessage(message, archived));
        setMovedAway((count) => count + 1);
        showSuccess(archived ? texts.archived : texts.restored);
      },
      texts.writeFailed,
    );
  };

  const requestDelete = (message: Message) => {
    setOpenId(null);
    setToDelete(message);
  };

  const confirmDelete = () => {
    const message = toDelete;
    setToDelete(null);
    if (!message) return;
    void run(
      message,
      async () => {
        await deleteMessage(message);
        list.setData((rows) => rows.filter((other) => other.id !== message.id));
        setMovedAway((count) => count + 1);
        showSuccess(texts.deleted);
      },
      texts.deleteFailed,
    );
  };

  return {
    headingRef,
    success,
    error,
    busy,
    openId,
    open,
    close: () => setOpenId(null),
    markUnread,
    setArchived,
    deletion: {
      pending: toDelete,
      request: requestDelete,
      confirm: confirmDelete,
      // Back to the message the question came from, rather than to the page's start.
      cancel: () => {
        setOpenId(toDelete?.id ?? null);
        setToDelete(null);
      },
    },
  };
}
