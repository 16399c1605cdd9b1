import { create } from 'zustand';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { z } from 'zod';
import { dashboardAnswerSchema } from '../../../../../server/contracts/dashboard';
import { ApiError } from '../../../../lib/api-client';
import { adminGet } from '../../../lib/admin-api';
import { onSignOut } from '../../../session/session';
import { dashboardTexts } from '../texts';

/**
 * The server answers only what the admin's role sees (no applications for the editors, no walks for
 * the treasurer): a count or a list it leaves out is read as none.
 */
const roleAnswerSchema = dashboardAnswerSchema.extend({
  counts: dashboardAnswerSchema.shape.counts.partial(),
  nextOwnWalk: dashboardAnswerSchema.shape.nextOwnWalk.default(null),
  walksWithoutReport: dashboardAnswerSchema.shape.walksWithoutReport.default([]),
  newsletterSends: dashboardAnswerSchema.shape.newsletterSends.default([]),
});
export type DashboardAnswer = z.infer<typeof roleAnswerSchema>;

/** GET /admin/api/dashboard: what needs doing. Offline, the answer kept from the last time. */
export async function getDashboard(): Promise<DashboardAnswer> {
  const answer = roleAnswerSchema.safeParse(await adminGet<unknown>(adminApiPaths.dashboard));
  if (!answer.success) throw new ApiError(200, dashboardTexts.unexpected);
  return answer.data;
}

type DashboardState = {
  /** The last answer: kept when a later call fails, so the badges and items stay as last known. */
  answer: DashboardAnswer | null;
  /** The last call failed, and there was no answer to keep. */
  error: ApiError | null;
};

/** One answer for the dashboard and the sidebar's badges, so a visit to the dashboard asks once. */
export const useDashboardStore = create<DashboardState>(() => ({ answer: null, error: null }));

let inFlight: Promise<void> | null = null;
/** Bumped at sign-out: an answer asked for before it is dropped. */
let session = 0;

/** Asks the server again; a call while one runs shares it. Never throws: a failure is kept in the store. */
export function refreshDashboard(): Promise<void> {
  if (inFlight) return inFlight;
  const asked = session;
  const call: Promise<void> = getDashboard()
    .then(
      (answer) => {
        if (asked === session) useDashboardStore.setState({ answer, error: null });
      },
      (error: unknown) => {
        if (asked !== session) return;
        console.warn('Het dashboard kon niet geladen worden:', error);
        const failure = error instanceof ApiError ? error : new ApiError(0, String(error));
        useDashboardStore.setState((state) => ({ error: state.answer ? null : failure }));
      },
    )
    .finally(() => {
      if (inFlight === call) inFlight = null;
    });
  inFlight = call;
  return call;
}

// The next admin on a shared laptop starts without the counts of the one before.
onSignOut(() => {
  session += 1;
  inFlight = null;
  useDashboardStore.setState({ answer: null, error: null });
});
