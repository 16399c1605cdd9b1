import { useSession } from '../session/session';
import { listenToOtherTabs, refreshOutbox, setOffline, useOutboxStore } from './outbox-store';
import { replayOutbox } from './replay';
import { tokenChanged } from './replay-token';
import { isOffline } from './send';

/** While writes or photos wait and the browser says online, the replay is tried this often. */
const retryEveryMs = 20_000;

let users = 0;
let stop: (() => void) | undefined;

/**
 * Starts the outbox for the admin area (called once from its effect; a second start only counts):
 * the count from IndexedDB, a replay now, on the 'online' event, after a new login, and every 20 s
 * while something waits. Answers the stop.
 */
export function startOutbox(): () => void {
  users += 1;
  if (users === 1) stop = begin();
  return () => {
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = undefined;
    }
  };
}

function begin(): () => void {
  const kick = () => void replayOutbox();
  setOffline(isOffline());
  // Opened without a session (the login page again, a day later): what waits, waits for that login.
  tokenChanged(useSession.getState().token);
  void refreshOutbox().then(kick);

  const onOnline = () => {
    setOffline(false);
    kick();
  };
  const onOffline = () => setOffline(true);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  const unsubscribe = useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    tokenChanged(state.token);
    // Whose writes count as this session's changes with the member.
    void refreshOutbox();
    if (state.token) kick();
  });

  const timer = setInterval(() => {
    const { pendingCount, imagesWaiting } = useOutboxStore.getState();
    if ((pendingCount > 0 || imagesWaiting > 0) && !isOffline()) kick();
  }, retryEveryMs);

  const stopListening = listenToOtherTabs();

  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    unsubscribe();
    clearInterval(timer);
    stopListening();
  };
}
