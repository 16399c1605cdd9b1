import type { Entry } from './queue-options';

/** setTimeout's ceiling; a later due time is simply checked again then. */
export const maxTimerMs = 2 ** 31 - 1;

/** The pending mail to send now: the oldest due first, then the lowest id; `skip` are sent already. */
export function nextDue(entries: Iterable<Entry>, now: number, skip: ReadonlyMap<number, unknown>): Entry | undefined {
  let next: Entry | undefined;
  for (const entry of entries) {
    if (entry.status !== 'pending' || skip.has(entry.id)) continue;
    const at = Date.parse(entry.nextAttemptAt);
    if (at > now) continue;
    if (!next || at < Date.parse(next.nextAttemptAt) || (at === Date.parse(next.nextAttemptAt) && entry.id < next.id)) {
      next = entry;
    }
  }
  return next;
}

/** When the earliest pending mail is due (Infinity when none is); `skip` are sent already. */
export function earliestAttempt(entries: Iterable<Entry>, skip: ReadonlyMap<number, unknown>): number {
  let due = Infinity;
  for (const entry of entries) {
    if (entry.status === 'pending' && !skip.has(entry.id)) due = Math.min(due, Date.parse(entry.nextAttemptAt));
  }
  return due;
}
