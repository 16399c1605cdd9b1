import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger';
import type { MailData, MailKind, OutgoingMail } from '../../contracts';
import type { Store, Stored } from '../../store';
import type { MailTransport } from './transport';

type Entry = Stored<MailData>;

export type MailQueueOptions = {
  store: Store;
  transport: Pick<MailTransport, 'send'>;
  /** The From header of every mail, see mailFrom(). */
  from: string;
  /** Right-hand side of generated Message-IDs: the host name of PUBLIC_URL. */
  messageIdDomain: string;
  log: Logger;
  now?: () => Date;
  /** Builds the mail of an entry queued without one (newsletters); null: do not send it. */
  compose?: (entry: Entry) => Promise<OutgoingMail | null>;
  /** Wait before attempt 2, 3, …; a failure after the last one is final. */
  retryDelaysMs?: number[];
};

export type EnqueueInput = {
  kind: MailKind;
  message?: OutgoingMail | null;
  newsletterJobId?: number | null;
  memberId?: number | null;
};

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
export const defaultRetryDelaysMs = [minute, 5 * minute, 15 * minute, hour, 3 * hour, 6 * hour, 12 * hour, day];
/** setTimeout's ceiling; a later due time is simply checked again then. */
const maxTimerMs = 2 ** 31 - 1;

export const mailQueueTexts = {
  notComposed: 'Niet verzonden: de ontvanger is intussen verwijderd, heeft geen e-mailadres meer of is uitgeschreven.',
  noComposer: 'Geen inhoud en niets om ze op te stellen.',
};

/**
 * The durable mail queue and its worker. One mail at a time, oldest due first; a mail is
 * marked sent on disk before the next one is taken, so a restart after a kill sends every
 * pending mail and never one that was marked sent. The only duplicate left is the one SMTP
 * cannot rule out: the server took the mail and the process died before writing that down.
 */
export class MailQueue {
  private readonly now: () => Date;
  private readonly retryDelaysMs: number[];
  private running = false;
  private busy = false;
  private loop: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: Array<() => void> = [];
  /** Sent, but writing that down failed: this process will not send them again. */
  private unmarked = new Map<number, string>();
  private batch = { sent: 0, failed: 0 };

  constructor(private readonly options: MailQueueOptions) {
    this.now = options.now ?? (() => new Date());
    this.retryDelaysMs = options.retryDelaysMs ?? defaultRetryDelaysMs;
  }

  /** Stores all entries in one durable write (all or none), then wakes the worker. */
  async enqueue(input: readonly EnqueueInput[]): Promise<Entry[]> {
    const at = this.now().toISOString();
    const created = await this.options.store.mail.createMany(
      input.map((item) => ({
        messageId: `<${randomUUID()}@${this.options.messageIdDomain}>`,
        kind: item.kind,
        message: item.message ?? null,
        newsletterJobId: item.newsletterJobId ?? null,
        memberId: item.memberId ?? null,
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        createdAt: at,
        sentAt: null,
      })),
    );
    this.wake();
    return created;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.prune().catch((error: unknown) => this.options.log.error(`E-mailwachtrij opruimen mislukt: ${short(error)}`));
    this.wake();
  }

  /** Sends nothing more; resolves once the mail in flight (if any) is sent and written down. */
  async stop(): Promise<void> {
    this.running = false;
    this.clearTimer();
    await this.loop;
  }

  /** Resolves when the worker has nothing to do now (a later retry may still be waiting). */
  idle(): Promise<void> {
    if (!this.busy && (!this.running || !this.nextDue())) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  pendingCount(): number {
    return this.options.store.mail.filter((entry) => entry.status === 'pending').length;
  }

  /** Removes sent and failed entries finished more than `olderThanMs` ago, in one write. */
  prune(olderThanMs = 30 * day): Promise<number> {
    const cutoff = this.now().getTime() - olderThanMs;
    return this.options.store.mail.removeWhere(
      (entry) => entry.status !== 'pending' && Date.parse(entry.sentAt ?? entry.updatedAt) < cutoff,
    );
  }

  private wake(): void {
    if (!this.running || this.busy) return;
    this.clearTimer();
    this.busy = true;
    this.loop = this.work();
  }

  private async work(): Promise<void> {
    let retryAt: number | undefined;
    try {
      for (const [id, sentAt] of this.unmarked) await this.markSent(id, sentAt);
      for (let entry = this.nextDue(); this.running && entry; entry = this.nextDue()) {
        await this.process(entry);
      }
    } catch (error) {
      // The store could not write: wait rather than spin, and never resend what went out.
      retryAt = this.now().getTime() + (this.retryDelaysMs[0] ?? minute);
      this.options.log.error(`E-mailwachtrij kon niet opslaan: ${short(error)}`);
    }
    // No await after the last check: a wake() from now on starts a fresh loop.
    this.busy = false;
    this.reportBatch();
    this.schedule(retryAt);
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async process(entry: Entry): Promise<void> {
    let message: OutgoingMail | null;
    try {
      message = entry.message ?? (await this.compose(entry));
    } catch (error) {
      return this.recordFailure(entry.id, error);
    }
    if (!message) return this.markFailed(entry.id, entry.attempts, mailQueueTexts.notComposed);
    try {
      await this.options.transport.send({ ...message, from: this.options.from, messageId: entry.messageId });
    } catch (error) {
      return this.recordFailure(entry.id, error);
    }
    const sentAt = this.now().toISOString();
    this.unmarked.set(entry.id, sentAt);
    await this.markSent(entry.id, sentAt);
  }

  private compose(entry: Entry): Promise<OutgoingMail | null> {
    if (!this.options.compose) throw new Error(mailQueueTexts.noComposer);
    return this.options.compose(entry);
  }

  /** Drops the message too: it may hold a password and has no reason to stay on disk. */
  private async markSent(id: number, sentAt: string): Promise<void> {
    if (this.options.store.mail.get(id)) {
      await this.options.store.mail.update(id, (current) => ({
        ...current,
        status: 'sent',
        attempts: current.attempts + 1,
        sentAt,
        message: null,
        lastError: null,
      }));
      this.batch.sent += 1;
    }
    this.unmarked.delete(id);
  }

  private async recordFailure(id: number, error: unknown): Promise<void> {
    const attempts = (this.options.store.mail.get(id)?.attempts ?? 0) + 1;
    const delay = this.retryDelaysMs[attempts - 1];
    if (isPermanent(error) || delay === undefined) return this.markFailed(id, attempts, short(error));
    await this.options.store.mail.update(id, (current) => ({
      ...current,
      attempts,
      lastError: short(error),
      nextAttemptAt: new Date(this.now().getTime() + delay).toISOString(),
    }));
  }

  private async markFailed(id: number, attempts: number, reason: string): Promise<void> {
    const entry = await this.options.store.mail.update(id, (current) => ({
      ...current,
      status: 'failed',
      attempts,
      lastError: reason,
    }));
    this.batch.failed += 1;
    // A compose that answers null is an expected outcome (the member left), not an error.
    if (reason !== mailQueueTexts.notComposed) {
      this.options.log.error(
        `E-mail ${entry.id} (${entry.kind}) niet verzonden na ${attempts} poging(en): ${withoutAddresses(reason)}`,
      );
    }
  }

  private nextDue(): Entry | undefined {
    const now = this.now().getTime();
    let next: Entry | undefined;
    for (const entry of this.options.store.mail.all()) {
      if (entry.status !== 'pending' || this.unmarked.has(entry.id)) continue;
      const at = Date.parse(entry.nextAttemptAt);
      if (at > now) continue;
      if (
        !next ||
        at < Date.parse(next.nextAttemptAt) ||
        (at === Date.parse(next.nextAttemptAt) && entry.id < next.id)
      ) {
        next = entry;
      }
    }
    return next;
  }

  /** One timer for the earliest future attempt; unref'd so it never keeps a process alive. */
  private schedule(at?: number): void {
    this.clearTimer();
    if (!this.running) return;
    const pending = this.options.store.mail.filter((e) => e.status === 'pending' && !this.unmarked.has(e.id));
    const due = at ?? Math.min(...pending.map((e) => Date.parse(e.nextAttemptAt)));
    if (!Number.isFinite(due)) return;
    const delay = Math.min(Math.max(due - this.now().getTime(), 0), maxTimerMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private reportBatch(): void {
    const { sent, failed } = this.batch;
    if (sent + failed === 0) return;
    this.options.log.info(`E-mail: ${sent} verzonden${failed > 0 ? `, ${failed} niet verzonden` : ''}.`);
    this.batch = { sent: 0, failed: 0 };
  }
}

/** 5xx is final (RFC 5321), except 503 "bad sequence", which a new connection may not get again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && code !== 503;
}

/** One short line: SMTP errors name the reply, never the credentials. */
/** Log lines name no one: a mail server's refusal often quotes the recipient's address. */
function withoutAddresses(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.includes('@') ? '<e-mailadres>' : word))
    .join(' ');
}

function short(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Onbekende fout';
}
