import type { DashboardAnswer, NewsletterSend } from '../contracts';
import type { Store } from '../store';
import { ownWalkItems } from './walk-items';

/**
 * GET /admin/api/dashboard: what waits for someone, counted from the store in memory (a pass over
 * each collection, cheap even for a club of thousands): the dashboard's items and the sidebar's badges.
 */
export function whatNeedsDoing(store: Store, now: Date): DashboardAnswer {
  const walks = ownWalkItems(store, now);
  return {
    counts: {
      applications: store.applications.filter((application) => application.status === 'nieuw').length,
      messages: store.contactMessages.filter((message) => message.readAt === null && message.archivedAt === null)
        .length,
      failedMail: store.mail.filter((mail) => mail.status === 'failed').length,
      // Only active members get the club's mail; an erased member has no address on purpose.
      membersWithoutEmail: store.members.filter((member) => member.active && !member.erasedAt && !member.email).length,
      walksWithoutReport: walks.walksWithoutReport.count,
    },
    nextOwnWalk: walks.nextOwnWalk,
    walksWithoutReport: walks.walksWithoutReport.shown,
    newsletterSends: newsletterSends(store),
  };
}

/**
 * whatNeedsDoing, computed again only when a collection it reads changed or the minute turned (a walk
 * may have ended): every admin's browser asks on each screen and each minute, a club may have thousands
 * of members and a newsletter's mails.
 */
export function keptDashboard(store: Store): (now: Date) => DashboardAnswer {
  let key = '';
  let kept: DashboardAnswer | undefined;
  return (now) => {
    const current = [
      store.applications.revision,
      store.contactMessages.revision,
      store.mail.revision,
      store.members.revision,
      store.events.revision,
      store.newsletters.revision,
      store.newsletterJobs.revision,
      Math.floor(now.getTime() / 60_000),
    ].join();
    if (!kept || current !== key) {
      kept = whatNeedsDoing(store, now);
      key = current;
    }
    return kept;
  };
}

/** Newsletter sends with mails still waiting in the queue, with how far each has come. */
function newsletterSends(store: Store): NewsletterSend[] {
  const tally = new Map<number, { pending: number; sent: number; failed: number }>();
  for (const mail of store.mail.all()) {
    if (mail.newsletterJobId === null) continue;
    const counts = tally.get(mail.newsletterJobId) ?? { pending: 0, sent: 0, failed: 0 };
    counts[mail.status] += 1;
    tally.set(mail.newsletterJobId, counts);
  }
  return [...tally]
    .filter(([, counts]) => counts.pending > 0)
    .flatMap(([jobId, counts]) => {
      const job = store.newsletterJobs.get(jobId);
      if (!job) return [];
      return [
        {
          jobId,
          newsletterId: job.newsletterId,
          title: store.newsletters.get(job.newsletterId)?.title ?? job.subject,
          sent: counts.sent,
          failed: counts.failed,
          total: Math.max(job.recipientCount, counts.pending + counts.sent + counts.failed),
        },
      ];
    })
    .sort((a, b) => a.jobId - b.jobId);
}
