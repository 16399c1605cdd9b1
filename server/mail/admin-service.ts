import {
  failedMailErrorLength,
  failedMailShown,
  type FailedMail,
  type FailedMailAnswer,
  type MailData,
} from '../contracts';
import type { DepsWith } from '../deps';
import { NotFoundError } from '../errors';
import type { MailQueue } from '../infra/mail';
import type { Store, Stored } from '../store';

export const failedMailTexts = {
  notFound: 'Deze e-mail staat niet (meer) bij de mislukte e-mails.',
  retrying: 'De e-mail staat opnieuw in de wachtrij en wordt zo verstuurd.',
} as const;

const shortened = (text: string | null) =>
  text && text.length > failedMailErrorLength ? `${text.slice(0, failedMailErrorLength - 1)}…` : text;

/**
 * A failed mail as the list shows it. A newsletter or a set-password mail is composed when it goes, so
 * its address is the member's and a newsletter's subject that of its send; the body is never shown.
 */
function toFailedMail(store: Store, entry: Stored<MailData>): FailedMail {
  const member = entry.memberId === null ? undefined : store.members.get(entry.memberId);
  const job = entry.newsletterJobId === null ? undefined : store.newsletterJobs.get(entry.newsletterJobId);
  return {
    id: entry.id,
    kind: entry.kind,
    to: entry.message?.to ?? member?.email ?? null,
    subject: entry.message?.subject ?? job?.subject ?? null,
    createdAt: entry.createdAt,
    failedAt: entry.updatedAt,
    attempts: entry.attempts,
    error: shortened(entry.lastError),
  };
}

/** The mails the queue gave up on (GET /admin/api/mail/failed), and a new try for one. */
export function failedMails({ store, services }: DepsWith<{ mail: MailQueue }>) {
  return {
    list(): FailedMailAnswer {
      const failed = store.mail
        .filter((entry) => entry.status === 'failed')
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      return {
        total: failed.length,
        mails: failed.slice(0, failedMailShown).map((entry) => toFailedMail(store, entry)),
      };
    },

    async retry(id: number): Promise<{ message: string }> {
      const entry = await services.mail.retry(id);
      if (!entry) throw new NotFoundError(failedMailTexts.notFound);
      return { message: failedMailTexts.retrying };
    },
  };
}
