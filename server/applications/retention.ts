import type { ApplicationRecord } from '../contracts';
import { monthsBefore } from '../infra/months-before';
import { defaultRetention } from '../settings/defaults';
import type { Store } from '../store';

/** How long the club keeps a handled application, in months: the stored settings, else the default. */
export function applicationRetentionMonths(store: Store): number {
  return store.settings.all()[0]?.retention.applicationMonths ?? defaultRetention.applicationMonths;
}

/**
 * Removes the applications handled (accepted or refused) longer ago than the retention period, in one
 * write; answers how many went. A new application stays, however old: it still waits for a decision.
 */
export async function sweepApplications(store: Store, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, applicationRetentionMonths(store)).getTime();
  const expired = (application: ApplicationRecord) =>
    application.status !== 'nieuw' && application.handledAt !== null && Date.parse(application.handledAt) <= cutoff;
  // Most calls find nothing to remove: no write is queued for them.
  if (!store.applications.all().some(expired)) return 0;
  return store.applications.removeWhere(expired);
}
