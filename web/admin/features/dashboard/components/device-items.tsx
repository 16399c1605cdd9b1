import { useOutboxStore } from '../../../outbox/outbox-store';
import { usePendingCount } from '../../../outbox/use-outbox';
import { dashboardTexts as texts } from '../texts';

/** Whether this browser's outbox holds writes that wait: the device's own items of the dashboard. */
export function useDeviceHasItems(): boolean {
  const pending = usePendingCount();
  const blocked = useOutboxStore((state) => state.blocked);
  return pending > 0 || blocked !== null;
}

/**
 * This browser's writes that wait for a connection, and the one the queue stopped at (a conflict or a
 * refusal): its dialog opens again from here when the admin put it aside.
 */
export function DeviceItems() {
  const pending = usePendingCount();
  const blocked = useOutboxStore((state) => state.blocked);
  return (
    <>
      {pending > 0 && <li>{texts.devicePending(pending)}</li>}
      {blocked && (
        <li>
          {blocked.kind === 'conflict' ? texts.deviceConflict : texts.deviceRefused}{' '}
          <button
            type="button"
            className="button button-small"
            onClick={() => useOutboxStore.setState({ dismissed: null })}
          >
            {texts.deviceChoose}
          </button>
        </li>
      )}
    </>
  );
}
