import type { ContactSubmissionData } from '../contracts';
import { monthsBefore } from '../infra/months-before';
import { defaultRetention } from '../settings/defaults';
import type { Store } from '../store';

/** The months a contact message is kept after it arrived, as the settings say (the default before they are stored). */
export function messageMonths(store: Store): number {
  return store.settings.all()[0]?.retention.messageMonths ?? defaultRetention.messageMonths;
}

/**
 * Removes every contact message received longer ago than the retention period of the settings, read
 * or not, archived or not, in one write. Answers how many went; with none due nothing is written
 * (nor waits behind other writes), so the list can sweep before every answer.
 */
export async function sweepMessages(store: Store, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, messageMonths(store)).getTime();
  const due = (message: ContactSubmissionData) => Date.parse(message.receivedAt) <= cutoff;
  if (!store.contactMessages.find(due)) return 0;
  return store.contactMessages.removeWhere(due);
}
