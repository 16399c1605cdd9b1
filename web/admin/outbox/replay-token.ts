import { useSession } from '../session/session';
import type { ReadChanges } from './fold-answer';
import { useOutboxStore } from './outbox-store';
import { applyReadChanges } from './queue';
import type { Outcome } from './send';

/**
 * The token a replay runs with: a refused one pauses the queue until another is stored (the next
 * login), and the read cache is changed only while it is still the session's.
 */

/** The token the server refused while replaying; the queue waits until another one is stored. */
let refusedToken: string | null = null;

export function isRefusedToken(token: string): boolean {
  return token === refusedToken;
}

/** A refused token: the session ends (the guard shows the login) and the queue waits for the next token. */
export function pauseForLogin(token: string): Outcome {
  refusedToken = token;
  useOutboxStore.setState({ waitingForLogin: true });
  if (useSession.getState().token === token) useSession.getState().expire();
  return 'stop';
}

/**
 * The session's token changed. None left: however the session ended (a read or the guard refused the
 * token before the replay did, a sign-out), what waits now waits for the next login, and the login page
 * says so. A new token after a refusal: the queue may go on.
 */
export function tokenChanged(token: string | null): void {
  if (!token) {
    useOutboxStore.setState({ waitingForLogin: true });
    return;
  }
  if (token !== refusedToken) {
    refusedToken = null;
    useOutboxStore.setState({ waitingForLogin: false });
  }
}

/**
 * Changes the read cache only while the replay's token is still the session's: after a logout
 * (which clears the cache) a replay under way must not fill it again with members' data.
 */
export async function applyReadsFor(token: string, changes: () => Promise<ReadChanges>): Promise<void> {
  if (useSession.getState().token !== token) return;
  const computed = await changes();
  if (useSession.getState().token !== token) return;
  await applyReadChanges(computed);
}
