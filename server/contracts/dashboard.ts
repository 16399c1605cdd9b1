import { z } from 'zod';
import { idSchema } from './common';

/**
 * What the dashboard counts, each a thing that waits for someone: the sidebar's badges name one of
 * these (`badge` on a line of adminScreens).
 */
export const dashboardCountKeys = [
  'applications',
  'messages',
  'failedMail',
  'membersWithoutEmail',
  'walksWithoutReport',
] as const;
export type DashboardCountKey = (typeof dashboardCountKeys)[number];

/**
 * A past own walk counts as waiting for its report or photos this many days after it ended; an older
 * one without them was left so on purpose, and would keep the dashboard from ever being done.
 */
export const walkReportDays = 90;

/** At most this many of those walks are named on the dashboard (the count covers them all). */
export const walksWithoutReportShown = 5;

const count = z.number().int().nonnegative();

/** The next upcoming own walk, published or not. */
export const nextOwnWalkSchema = z.object({
  id: idSchema,
  name: z.string(),
  startDateTime: z.string().nullable(),
  published: z.boolean(),
  hasBanner: z.boolean(),
});
export type NextOwnWalk = z.infer<typeof nextOwnWalkSchema>;

/** A past own walk that lacks its report, its photos or both. */
export const walkWithoutReportSchema = z.object({
  id: idSchema,
  name: z.string(),
  startDateTime: z.string().nullable(),
  hasReport: z.boolean(),
  hasPhotos: z.boolean(),
});
export type WalkWithoutReport = z.infer<typeof walkWithoutReportSchema>;

/** A newsletter send with mails still waiting in the queue. */
export const newsletterSendSchema = z.object({
  jobId: idSchema,
  newsletterId: idSchema,
  title: z.string(),
  sent: count,
  failed: count,
  total: count,
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** GET /admin/api/dashboard: what needs doing, counted from the club's data as it is now. */
export const dashboardAnswerSchema = z.object({
  counts: z.object(
    Object.fromEntries(dashboardCountKeys.map((key) => [key, count])) as Record<DashboardCountKey, typeof count>,
  ),
  nextOwnWalk: nextOwnWalkSchema.nullable(),
  walksWithoutReport: z.array(walkWithoutReportSchema),
  newsletterSends: z.array(newsletterSendSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
export type DashboardCounts = DashboardAnswer['counts'];
