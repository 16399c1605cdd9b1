import { useOutboxStore } from './outbox-store';
import { useOffline, usePendingCount } from './use-outbox';
import { outboxTexts } from './texts';

/**
 * The header's outbox line: 'Offline' without a network, the count of writes waiting for a
 * connection (a live region, empty when none wait), and a button back to a dialog put aside.
 */
export function OutboxStatus() {
  const count = usePendingCount();
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
        {count > 0 ? outboxTexts.pending(count) : ''}
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
