import type { MailData, MailKind, OutgoingMail } from '../../contracts';
import type { Logger } from '../../logger';
import type { Store, Stored } from '../../store';
import type { MailTransport } from './transport';

/** A mail as the queue keeps it. */
export type Entry = Stored<MailData>;

export type MailQueueOptions = {
  store: Store;
  transport: Pick<MailTransport, 'send'>;
  /** The From header of every mail, see mailFrom(); a function is asked again for each mail. */
  from: string | (() => string);
  /** Right-hand side of generated Message-IDs: the host name of PUBLIC_URL. */
  messageIdDomain: string;
  log: Logger;
  now?: () => Date;
  /** Builds the mail of an entry queued without one (newsletters, mails to members); null: do not send it. */
  compose?: (entry: Entry) => Promise<OutgoingMail | null>;
  /** Wait before attempt 2, 3, …; a failure after the last one is final. */
  retryDelaysMs?: number[];
};

export type EnqueueInput = {
  kind: MailKind;
  message?: OutgoingMail | null;
  newsletterJobId?: number | null;
  mailingId?: number | null;
  memberId?: number | null;
};

/** How long the queue waits between attempts. */
export const minute = 60_000;
const hour = 60 * minute;
export const day = 24 * hour;
export const defaultRetryDelaysMs = [minute, 5 * minute, 15 * minute, hour, 3 * hour, 6 * hour, 12 * hour, day];
