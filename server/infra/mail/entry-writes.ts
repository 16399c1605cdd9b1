import type { Store } from '../../store';

/** Sent: drops the message too, since it may hold a password and has no reason to stay on disk. */
export function writeSent(store: Store, id: number, sentAt: string) {
  return store.mail.update(id, (current) => ({
    ...current,
    status: 'sent',
    attempts: current.attempts + 1,
    sentAt,
    message: null,
    lastError: null,
  }));
}

/** Failed for now: tried again at `nextAttemptAt` (ms since the epoch). */
export function writeRetry(store: Store, id: number, attempts: number, lastError: string, nextAttemptAt: number) {
  return store.mail.update(id, (current) => ({
    ...current,
    attempts,
    lastError,
    nextAttemptAt: new Date(nextAttemptAt).toISOString(),
  }));
}

/** Failed for good: never tried again. */
export function writeFailed(store: Store, id: number, attempts: number, reason: string) {
  return store.mail.update(id, (current) => ({ ...current, status: 'failed', attempts, lastError: reason }));
}

/** Queued again by an administrator after it failed for good: due now, with a fresh count of attempts. */
export function writeRequeued(store: Store, id: number, at: string) {
  return store.mail.update(id, (current) => ({ ...current, status: 'pending', attempts: 0, nextAttemptAt: at }));
}
