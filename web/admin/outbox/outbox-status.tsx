import { useOutboxStore } from './outbox-store';
import { useOffline, usePendingCount } from './use-outbox';
import { outboxTexts } from './texts';

/**
 * The header's outbox line: 'Offline' without a network, the count of writes waiting for a
 * connection and whether another admin's writes wait (a live region, empty when none wait), and a
 * button back to a dialog put aside.
 */
export function OutboxStatus() {
  const count = usePendingCount();
  const othersWaiting = useOutboxStore((state) => state.othersWaiting);
  const offline = useOffline();
  const blocked = useOutboxStore((state) => state.blocked);
  const dismissed = useOutboxStore((state) => state.dismissed);
  return (
    <div className="admin-outbox">
      {offline && (
        <span className="admin-offline-badge" title={outboxTexts.offlineTitle}>
          {outboxTexts.offline}
        </span>
      )}
      <p role="status" className="admin-outbox-status">
        {[count > 0 ? outboxTexts.pending(count) : '', othersWaiting > 0 ? outboxTexts.othersWaiting : '']
          .filter(Boolean)
          .join(' ')}
      </p>
      {blocked && blocked.key === dismissed && (
        <button
          type="button"
          className="button button-small admin-outbox-problem"
          onClick={() => useOutboxStore.setState({ dismissed: null })}
        >
          {outboxTexts.showProblem}
        </button>
      )}
    </div>
  );
}
