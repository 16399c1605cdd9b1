import type { Secrets } from '../auth/secret';
import type { Config } from '../config';
import { publicPaths, type MailData, type OutgoingMail } from '../contracts';
import { ConflictError, NotFoundError } from '../errors';
import type { MailQueue } from '../infra/mail';
import { clubSiteOf } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import type { Store, Stored } from '../store';
import { adminNewsletterTexts } from './admin-service';
import { personalize, renderNewsletterMail } from './mail';
import { unsubscribeApiUrl, unsubscribePageUrl } from './unsubscribe';

export const sendingTexts = {
  notFound: adminNewsletterTexts.notFound,
  notPublished: 'Enkel een gepubliceerde nieuwsbrief kan verstuurd worden.',
  alreadySending: 'Deze nieuwsbrief wordt nog verstuurd; wacht tot dat klaar is.',
  started: 'Versturen gestart',
  testSent: (email: string) => `Test nieuwsbrief verstuurd naar ${email}`,
} as const;

type SendingDeps = { config: Config; store: Store; secrets: Secrets; settings: Pick<ClubSettings, 'public'> };

/** Active members with an address who did not unsubscribe; one mail per address (families share one). */
export function newsletterRecipients(store: Store) {
  const seen = new Set<string>();
  return store.members
    .filter((member) => member.active && !!member.email && !member.newsletterUnsubscribed)
    .sort((a, b) => a.id - b.id)
    .filter((member) => {
      const address = member.email!.toLowerCase();
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    });
}

/**
 * Sending to all: a persisted job with the mail fixed at this moment, and one queued entry per
 * recipient, written in one go. The queue does the rest, across restarts, once per member.
 */
export async function startNewsletterSend(
  deps: SendingDeps & { mail: MailQueue; now: () => Date },
  newsletterId: number,
  startedBy: number,
): Promise<{ message: string; jobId: number; recipients: number }> {
  const { store, mail } = deps;
  const newsletter = store.newsletters.get(newsletterId);
  if (!newsletter) throw new NotFoundError(sendingTexts.notFound);
  if (!newsletter.published) throw new ConflictError(sendingTexts.notPublished);
  const running = new Set(store.newsletterJobs.filter((job) => job.newsletterId === newsletterId).map((job) => job.id));
  if (store.mail.find((entry) => entry.status === 'pending' && running.has(entry.newsletterJobId ?? 0))) {
    throw new ConflictError(sendingTexts.alreadySending);
  }
  const recipients = newsletterRecipients(store);
  const job = await store.newsletterJobs.create({
    newsletterId,
    ...renderNewsletterMail(clubSiteOf(deps.config, deps.settings), newsletter),
    recipientCount: recipients.length,
    startedBy,
    createdAt: deps.now().toISOString(),
  });
  await mail.enqueue(
    recipients.map((member) => ({ kind: 'newsletter' as const, newsletterJobId: job.id, memberId: member.id })),
  );
  return { message: sendingTexts.started, jobId: job.id, recipients: recipients.length };
}

/** A test mail to one address; its unsubscribe link leads to the page, without a token. */
export async function sendNewsletterTest(
  deps: SendingDeps & { mail: MailQueue },
  newsletterId: number,
  email: string,
): Promise<{ message: string }> {
  const newsletter = deps.store.newsletters.get(newsletterId);
  if (!newsletter) throw new NotFoundError(sendingTexts.notFound);
  const rendered = renderNewsletterMail(clubSiteOf(deps.config, deps.settings), newsletter);
  const body = personalize(rendered, `${deps.config.publicUrl}${publicPaths.unsubscribe}`);
  await deps.mail.enqueue([
    {
      kind: 'newsletter-test',
      message: { to: email, replyTo: null, subject: `[TEST] ${rendered.subject}`, ...body, headers: {} },
    },
  ]);
  return { message: sendingTexts.testSent(email) };
}

/** The queue's composer: one recipient's mail from the job, or null when they should no longer get it. */
export async function composeNewsletterMail(deps: SendingDeps, entry: Stored<MailData>): Promise<OutgoingMail | null> {
  const job = entry.newsletterJobId === null ? undefined : deps.store.newsletterJobs.get(entry.newsletterJobId);
  const member = entry.memberId === null ? undefined : deps.store.members.get(entry.memberId);
  if (!job || !member?.email || !member.active || member.newsletterUnsubscribed) return null;
  const key = deps.secrets.unsubscribe;
  const oneClick = unsubscribeApiUrl(deps.config, key, member.id);
  return {
    to: member.email,
    replyTo: null,
    subject: job.subject,
    ...personalize(job, unsubscribePageUrl(deps.config, key, member.id)),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
