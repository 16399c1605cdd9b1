import { ModalDialog } from '../../../components/modal-dialog';
import { formatSavedAt } from '../../../../lib/formatting';
import type { Message } from '../api/get-messages';
import { replyLink } from '../reply-link';
import { messagesTexts as texts } from '../texts';

type MessageDialogProps = {
  message: Message | undefined;
  clubName: string;
  /** A write on it is under way: its actions wait (aria-disabled keeps them focusable). */
  busy: boolean;
  onClose: () => void;
  onArchive: (message: Message, archived: boolean) => void;
  onMarkUnread: (message: Message) => void;
  onDelete: (message: Message) => void;
};

/** One message to read, with 'Beantwoorden' (the admin's own mail program), archive or back, unread again, delete. */
export function MessageDialog({ message, clubName, busy, ...on }: MessageDialogProps) {
  const action = (run: () => void) => () => {
    if (!busy) run();
  };
  return (
    <ModalDialog
      open={message !== undefined}
      title={message ? texts.messageTitle(message.name) : ''}
      onClose={on.onClose}
      wide
    >
      {message && (
        <>
          <dl className="message-meta">
            <dt>{texts.from}</dt>
            <dd>
              {message.name} &lt;{message.email}&gt;
            </dd>
            <dt>{texts.received}</dt>
            <dd>{formatSavedAt(new Date(message.receivedAt))}</dd>
          </dl>
          <div className="message-text">{message.text}</div>
          <div className="admin-actions">
            <a
              className="button button-primary"
              href={replyLink(message, clubName)}
              aria-describedby="message-reply-hint"
              data-autofocus
            >
              {texts.reply}
            </a>
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={action(() => on.onArchive(message, message.archivedAt === null))}
            >
              {message.archivedAt === null ? texts.toArchive : texts.toInbox}
            </button>
            <button
              type="button"
              className="button"
              aria-disabled={busy || undefined}
              onClick={action(() => on.onMarkUnread(message))}
            >
              {texts.markUnread}
            </button>
            <button
              type="button"
              className="button button-danger"
              aria-disabled={busy || undefined}
              onClick={action(() => on.onDelete(message))}
            >
              {texts.delete}
            </button>
          </div>
          <p className="admin-hint" id="message-reply-hint">
            {texts.replyHint}
          </p>
        </>
      )}
    </ModalDialog>
  );
}
