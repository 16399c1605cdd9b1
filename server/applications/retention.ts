import type { ApplicationRecord } from '../contracts';
import { defaultRetention } from '../settings/defaults';
import type { Store } from '../store';

/** How long the club keeps a handled application, in months: the stored settings, else the default. */
export function applicationRetentionMonths(store: Store): number {
  return store.settings.all()[0]?.retention.applicationMonths ?? defaultRetention.applicationMonths;
}

/** `months` calendar months after `iso`; 31 January plus one month is the end of February, not 3 March. */
function monthsAfter(iso: string, months: number): Date {
  const start = new Date(iso);
  const end = new Date(start);
  end.setUTCMonth(start.getUTCMonth() + months);
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}

/**
 * Removes the applications handled (accepted or refused) longer ago than the retention period, in one
 * write; answers how many went. A new application stays, however old: it still waits for a decision.
 */
export async function sweepApplications(store: Store, now: Date): Promise<number> {
  const months = applicationRetentionMonths(store);
  const expired = (application: ApplicationRecord) =>
    application.status !== 'nieuw' &&
    application.handledAt !== null &&
    monthsAfter(application.handledAt, months).getTime() <= now.getTime();
  // Most calls find nothing to remove: no write is queued for them.
  if (!store.applications.all().some(expired)) return 0;
  return store.applications.removeWhere(expired);
}
