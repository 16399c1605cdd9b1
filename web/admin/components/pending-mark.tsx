import { trimTrailingSlashes } from '../../../server/contracts/trim';
import { useOutboxStore } from '../outbox/outbox-store';
import { recordOfWrite } from '../outbox/record';
import { componentTexts as texts } from './texts';
import './pending-mark.css';

/**
 * The id of the record in a collection (e.g. adminApiPaths.events.list) whose queued write stopped the
 * queue at a conflict or a refusal: it waits for the admin's choice in the dialog, not the network.
 */
export function useBlockedId(collectionUrl: string): number | undefined {
  const collection = trimTrailingSlashes(collectionUrl);
  return useOutboxStore((state) => {
    const blocked = state.blocked;
    if (!blocked || blocked.kind === 'image') return undefined;
    const record = recordOfWrite(blocked.write);
    return record?.collection === collection ? record.id : undefined;
  });
}

/**
 * Beside a list row's name while a change to it waits in the outbox: a word, not a colour only, so
 * everyone (and a screen reader reading the row) knows the server does not have it yet, and whether
 * it waits for the connection or for the admin's choice (`blocked`).
 */
export function PendingMark({ pending, blocked = false }: { pending: boolean; blocked?: boolean }) {
  if (!pending && !blocked) return null;
  return <span className="admin-pending-mark">{blocked ? texts.blockedMark : texts.pendingMark}</span>;
}
