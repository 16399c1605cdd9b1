import type { AdminApplication, ApplicationDecision } from '../../../../../server/contracts/application';
import { applicationTexts } from '../texts';

/** Offline a decision waits in the outbox; the screen shows the application as it will be. */
export const queuedDecision =
  (application: AdminApplication, change: Partial<AdminApplication>) => (): ApplicationDecision => ({
    ...application,
    ...change,
    handledAt: new Date().toISOString(),
    matches: [],
    message: applicationTexts.queued,
  });
