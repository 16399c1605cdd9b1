import { PendingMark, useBlockedId } from '../../../components/pending-mark';
import { usePendingIds } from '../../../outbox/use-outbox';
import { messagesUrl, type Message } from '../api/get-messages';
import { messagesTexts as texts } from '../texts';

const received = new Intl.DateTimeFormat('nl-BE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Brussels',
});

/** The list's short date, on the club's clock: '3 dec. 2026, 10:15'. */
export const formatReceived = (iso: string) => received.format(new Date(iso));

const previewLength = 140;

/** The message on one line, cut after about 140 characters. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const points = Array.from(line);
  return points.length > previewLength ? `${points.slice(0, previewLength).join('').trimEnd()}…` : line;
}

type MessageListProps = {
  messages: readonly Message[];
  label: string;
  emptyText: string;
  onOpen: (message: Message) => void;
};

/**
 * The messages of one view, newest first. An unread one is in bold and says 'Ongelezen' in words
 * too, so it is told apart without seeing the weight; each opens with its button.
 */
export function MessageList({ messages, label, emptyText, onOpen }: MessageListProps) {
  const pending = usePendingIds(messagesUrl);
  const blocked = useBlockedId(messagesUrl);
  if (messages.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className="message-list" aria-label={label}>
      {messages.map((message) => {
        const unread = message.readAt === null;
        return (
          <li key={message.id} className={unread ? 'message-item message-unread' : 'message-item'}>
            <button type="button" className="message-open" onClick={() => onOpen(message)}>
              <span className="message-head">
                {unread && <span className="message-badge">{texts.unread}</span>}
                <span className="message-from">{message.name}</span>
                <span className="message-date">{formatReceived(message.receivedAt)}</span>
              </span>
              <span className="message-preview">{preview(message.text)}</span>
            </button>
            <PendingMark pending={pending.has(message.id)} blocked={blocked === message.id} />
          </li>
        );
      })}
    </ul>
  );
}
