import { componentTexts as texts } from './texts';
import './pending-mark.css';

/**
 * Beside a list row's name while a change to it waits in the outbox for the connection: a word, not
 * a colour only, so everyone (and a screen reader reading the row) knows the server does not have it yet.
 */
export function PendingMark({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return <span className="admin-pending-mark">{texts.pendingMark}</span>;
}
