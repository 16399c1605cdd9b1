import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from '../../contracts';
import { earliestAttempt, maxTimerMs, nextDue } from './due';
import { writeFailed, writeRequeued, writeRetry, writeSent } from './entry-writes';
import {
  day,
  defaultRetryDelaysMs,
  minute,
  type EnqueueInput,
  type Entry,
  type MailQueueOptions,
} from './queue-options';
import { isPermanent, mailQueueTexts, short, withoutAddresses } from './send-failure';

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
        mailingId: item.mailingId ?? null,
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

  /**
   * A failed mail tried again as if just queued (a newsletter or a set-password link is composed anew
   * when it goes). Answers the entry, or undefined when the mail is gone or did not fail.
   */
  async retry(id: number): Promise<Entry | undefined> {
    if (this.options.store.mail.get(id)?.status !== 'failed') return undefined;
    const entry = await writeRequeued(this.options.store, id, this.now().toISOString());
    this.wake();
    return entry;
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
      const { from } = this.options;
      await this.options.transport.send({
        ...message,
        from: typeof from === 'function' ? from() : from,
        messageId: entry.messageId,
      });
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

  private async markSent(id: number, sentAt: string): Promise<void> {
    if (this.options.store.mail.get(id)) {
      await writeSent(this.options.store, id, sentAt);
      this.batch.sent += 1;
    }
    this.unmarked.delete(id);
  }

  private async recordFailure(id: number, error: unknown): Promise<void> {
    const attempts = (this.options.store.mail.get(id)?.attempts ?? 0) + 1;
    const delay = this.retryDelaysMs[attempts - 1];
    if (isPermanent(error) || delay === undefined) return this.markFailed(id, attempts, short(error));
    await writeRetry(this.options.store, id, attempts, short(error), this.now().getTime() + delay);
  }

  private async markFailed(id: number, attempts: number, reason: string): Promise<void> {
    const entry = await writeFailed(this.options.store, id, attempts, reason);
    this.batch.failed += 1;
    // A compose that answers null is an expected outcome (the member left), not an error.
    if (reason !== mailQueueTexts.notComposed) {
      this.options.log.error(
        `E-mail ${entry.id} (${entry.kind}) niet verzonden na ${attempts} poging(en): ${withoutAddresses(reason)}`,
      );
    }
  }

  private nextDue(): Entry | undefined {
    return nextDue(this.options.store.mail.all(), this.now().getTime(), this.unmarked);
  }

  /** One timer for the earliest future attempt; unref'd so it never keeps a process alive. */
  private schedule(at?: number): void {
    this.clearTimer();
    if (!this.running) return;
    const due = at ?? earliestAttempt(this.options.store.mail.all(), this.unmarked);
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
