import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../server/logger';
import type { MailData, OutgoingMail } from '../../server/contracts';
import {
  MailQueue,
  createMailTransport,
  mailFrom,
  mailQueueTexts,
  type MailQueueOptions,
  type MailTransport,
} from '../../server/infra/mail';
import { openStore, type Store, type Stored } from '../../server/store';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

const club = { mailFrom: undefined, clubName: 'De "Houtland" Stappers', publicUrl: 'https://www.houtlandstappers.be' };
const domain = 'www.houtlandstappers.be';

let dataDir: string;
let cleanups: Array<() => unknown>;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'club-mail-'));
  cleanups = [];
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

function recordingLog(): Logger & { lines: Record<'info' | 'warn' | 'error', string[]> } {
  const lines = { info: [] as string[], warn: [] as string[], error: [] as string[] };
  const record =
    (level: keyof typeof lines) =>
    (...args: unknown[]) =>
      void lines[level].push(args.join(' '));
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  cleanups.push(() => server.close());
  return server;
}

/** A started queue on DATA_DIR; stopped (and its transport closed) after the test. */
async function startQueue(
  options: {
    smtpUrl?: string;
    store?: Store;
    transport?: MailQueueOptions['transport'];
  } & Partial<MailQueueOptions> = {},
) {
  const store = options.store ?? (await openStore(dataDir));
  const real = createMailTransport({ smtpUrl: options.smtpUrl, dataDir });
  const log = recordingLog();
  const queue = new MailQueue({
    from: mailFrom(club, club.clubName),
    messageIdDomain: domain,
    log,
    retryDelaysMs: [50],
    ...options,
    store,
    transport: options.transport ?? real,
  });
  queue.start();
  cleanups.push(async () => {
    await queue.stop();
    real.close();
  });
  return { store, queue, log, transport: real };
}

function mail(n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: `lid${n}@voorbeeld.be`,
    replyTo: null,
    subject: `Bericht ${n}`,
    text: `Hallo lid ${n}`,
    html: null,
    headers: {},
    ...extra,
  };
}

function byMessageId(received: { parsed: ParsedMail }[]): string[] {
  return received.map((r) => r.parsed.messageId ?? '');
}

async function mailFile(): Promise<{ records: Stored<MailData>[] }> {
  return JSON.parse(await readFile(path.join(dataDir, 'mail.json'), 'utf8'));
}

describe('mail queue', () => {
  it('delivers every queued mail once, intact, and forgets its content once sent', async () => {
    const server = await smtp();
    const { queue, store, log } = await startQueue({ smtpUrl: server.smtpUrl });
    const unsubscribe = `https://${domain}/unsubscribe?memberId=12&token=${'a'.repeat(64)}`;
    const entries = await queue.enqueue([
      {
        kind: 'newsletter-test',
        message: mail(1, {
          replyTo: 'secretaris@houtlandstappers.be',
          subject: 'Wandeling naar Wijnendale – zondag',
          text: 'Beste wandelaar,\nTot zondag!',
          html: '<p>Beste wandelaar,</p><p>Tot <strong>zondag</strong>!</p>',
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'X-Club-Kind': 'nieuwsbrief' },
        }),
      },
      { kind: 'admin-password', message: mail(2, { text: 'Je wachtwoord: Geheim-123-xyz' }) },
      { kind: 'contact', message: mail(3) },
    ]);

    await server.waitFor(3);
    await queue.idle();

    expect(new Set(entries.map((e) => e.messageId)).size).toBe(3);
    for (const entry of entries) expect(entry.messageId).toMatch(new RegExp(`^<[0-9a-f-]{36}@${domain}>$`));
    expect(byMessageId(server.received)).toEqual(entries.map((e) => e.messageId));

    const [first, second] = server.received;
    expect(first?.envelopeTo).toEqual(['lid1@voorbeeld.be']);
    expect(first?.parsed.from?.value).toEqual([{ name: 'De "Houtland" Stappers', address: `no-reply@${domain}` }]);
    expect(first?.parsed.to).toMatchObject({ value: [{ address: 'lid1@voorbeeld.be' }] });
    expect(first?.parsed.replyTo?.value).toEqual([{ name: '', address: 'secretaris@houtlandstappers.be' }]);
    expect(first?.parsed.subject).toBe('Wandeling naar Wijnendale – zondag');
    expect(first?.parsed.text).toBe('Beste wandelaar,\nTot zondag!');
    expect(first?.parsed.html).toBe('<p>Beste wandelaar,</p><p>Tot <strong>zondag</strong>!</p>');
    expect(first?.parsed.headers.get('list')).toEqual({ unsubscribe: { url: unsubscribe } });
    expect(first?.parsed.headers.get('x-club-kind')).toBe('nieuwsbrief');
    expect(second?.parsed.replyTo).toBeUndefined();
    expect(second?.parsed.html).toBe(false);
    // The line break closing a single-part body belongs to the MIME framing, not to the text.
    expect(second?.parsed.text).toBe('Je wachtwoord: Geheim-123-xyz\n');

    for (const record of [...store.mail.all(), ...(await mailFile()).records]) {
      expect(record).toMatchObject({ status: 'sent', message: null, attempts: 1, lastError: null });
      expect(record.sentAt).not.toBeNull();
    }
    expect(await readFile(path.join(dataDir, 'mail.json'), 'utf8')).not.toContain('Geheim-123-xyz');
    expect((await stat(path.join(dataDir, 'mail.json'))).mode & 0o777).toBe(0o600);
    expect(queue.pendingCount()).toBe(0);
    expect(log.lines.info).toHaveLength(1);
    expect(log.lines.info.join()).not.toContain('@');
    expect(log.lines.error).toEqual([]);
  });

  it('retries a temporary failure after the delay and delivers it once', async () => {
    let refusals = 0;
    const server = await smtp({ rejectWith: () => (refusals++ === 0 ? 451 : null) });
    const { queue, store } = await startQueue({ smtpUrl: server.smtpUrl, retryDelaysMs: [300] });
    const [entry] = await queue.enqueue([{ kind: 'contact', message: mail(1) }]);

    await queue.idle();
    const waiting = store.mail.get(entry!.id)!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('451');
    expect(Date.parse(waiting.nextAttemptAt) - Date.parse(waiting.updatedAt)).toBeGreaterThanOrEqual(290);
    expect(server.received).toHaveLength(0);

    await server.waitFor(1);
    await queue.idle();
    expect(byMessageId(server.received)).toEqual([entry!.messageId]);
    expect(store.mail.get(entry!.id)).toMatchObject({ status: 'sent', attempts: 2, message: null });
    expect(refusals).toBe(2);
  });

  it('fails a permanent 550 at once and never tries it again', async () => {
    let refusals = 0;
    const server = await smtp({ rejectWith: () => (refusals++, 550) });
    const { queue, store, log } = await startQueue({ smtpUrl: server.smtpUrl, retryDelaysMs: [20, 20] });
    const [entry] = await queue.enqueue([{ kind: 'contact', message: mail(1) }]);

    await queue.idle();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(store.mail.get(entry!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(store.mail.get(entry!.id)?.lastError).toContain('550');
    expect(refusals).toBe(1);
    expect(log.lines.error).toHaveLength(1);
    // The server's refusal quotes the address; the log names no one.
    expect(store.mail.get(entry!.id)?.lastError).toContain('@');
    expect(log.lines.error.join()).not.toContain('@');
    expect(queue.pendingCount()).toBe(0);
  });

  it('gives up after the last retry delay', async () => {
    let refusals = 0;
    const server = await smtp({ rejectWith: () => (refusals++, 421) });
    const { queue, store, log } = await startQueue({ smtpUrl: server.smtpUrl, retryDelaysMs: [20, 20] });
    const [entry] = await queue.enqueue([{ kind: 'contact', message: mail(1) }]);

    await vi.waitFor(() => expect(store.mail.get(entry!.id)?.status).toBe('failed'), { timeout: 3000 });
    expect(store.mail.get(entry!.id)).toMatchObject({ attempts: 3 });
    expect(refusals).toBe(3);
    expect(log.lines.error).toHaveLength(1);
  });

  it('composes entries queued without a message, and fails those compose refuses', async () => {
    const server = await smtp();
    const composed: Array<number | null> = [];
    const { queue, store, log } = await startQueue({
      smtpUrl: server.smtpUrl,
      compose: async (entry) => {
        composed.push(entry.memberId);
        return entry.memberId === 7 ? mail(7, { subject: 'Nieuwsbrief maart' }) : null;
      },
    });
    const [kept, gone] = await queue.enqueue([
      { kind: 'newsletter', newsletterJobId: 3, memberId: 7 },
      { kind: 'newsletter', newsletterJobId: 3, memberId: 8 },
    ]);

    await server.waitFor(1);
    await queue.idle();
    expect(composed).toEqual([7, 8]);
    expect(server.received.map((r) => [r.envelopeTo, r.parsed.subject, r.parsed.messageId])).toEqual([
      [['lid7@voorbeeld.be'], 'Nieuwsbrief maart', kept!.messageId],
    ]);
    expect(store.mail.get(kept!.id)).toMatchObject({ status: 'sent', message: null });
    expect(store.mail.get(gone!.id)).toMatchObject({
      status: 'failed',
      attempts: 0,
      lastError: mailQueueTexts.notComposed,
    });
    expect(log.lines.error).toEqual([]);
  });

  it('stop() lets the mail in flight finish and sends nothing more', async () => {
    let queue: MailQueue | undefined;
    let stopped: Promise<void> | undefined;
    const server = await smtp({
      rejectWith: () => {
        stopped ??= queue!.stop();
        return null;
      },
    });
    const started = await startQueue({ smtpUrl: server.smtpUrl });
    queue = started.queue;
    const entries = await queue.enqueue([1, 2, 3].map((n) => ({ kind: 'contact' as const, message: mail(n) })));

    await server.waitFor(1);
    await stopped;
    expect(started.store.mail.get(entries[0]!.id)).toMatchObject({ status: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received).toHaveLength(1);
    expect(queue.pendingCount()).toBe(2);
  });

  it('without SMTP_URL writes each mail as an .eml file in DATA_DIR/outbox', async () => {
    const { queue, transport } = await startQueue();
    const entries = await queue.enqueue([
      { kind: 'contact', message: mail(1, { html: '<p>Hallo</p>' }) },
      { kind: 'contact-confirmation', message: mail(2) },
    ]);
    await queue.idle();

    const outbox = path.join(dataDir, 'outbox');
    expect(transport.describe).toContain(outbox);
    const names = (await readdir(outbox)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^[A-Za-z0-9._@-]+\.eml$/.test(name))).toBe(true);
    const parsed = await Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(outbox, name)))));
    expect(parsed.map((p) => p.messageId).sort()).toEqual(entries.map((e) => e.messageId).sort());
    const first = parsed.find((p) => p.messageId === entries[0]!.messageId);
    expect(first).toMatchObject({ subject: 'Bericht 1', text: 'Hallo lid 1', html: '<p>Hallo</p>' });
    expect((await stat(path.join(outbox, names[0]!))).mode & 0o777).toBe(0o600);
  });

  it('prunes sent and failed entries older than 30 days when it starts', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const store = await openStore(dataDir, { now: () => new Date(clock) });
    const at = (daysAgo: number) => new Date(clock - daysAgo * 86_400_000).toISOString();
    const base = { kind: 'contact' as const, message: null, createdAt: at(45), nextAttemptAt: at(45) };
    clock -= 40 * 86_400_000;
    await store.mail.createMany([
      { ...base, messageId: '<old-sent@x>', status: 'sent', sentAt: at(0) },
      { ...base, messageId: '<old-failed@x>', status: 'failed' },
    ]);
    clock += 30 * 86_400_000;
    await store.mail.createMany([
      { ...base, messageId: '<recent-sent@x>', status: 'sent', sentAt: at(0) },
      { ...base, messageId: '<recent-failed@x>', status: 'failed' },
      { ...base, messageId: '<pending@x>', nextAttemptAt: at(-365), message: mail(1) },
    ]);
    clock += 10 * 86_400_000;

    await startQueue({ store, now: () => new Date(clock) });
    await vi.waitFor(() => expect(store.mail.size).toBe(3));
    expect(store.mail.all().map((e) => e.messageId)).toEqual(['<recent-sent@x>', '<recent-failed@x>', '<pending@x>']);
  });

  it('after a kill mid-send, a new process sends exactly the mails the server had not accepted', async () => {
    let onHold!: () => void;
    const held = new Promise<void>((resolve) => (onHold = resolve));
    const first = await smtp({ holdFrom: 4, onHold: () => onHold() });
    const old = killable(createMailTransport({ smtpUrl: first.smtpUrl, dataDir }));
    const oldStore = await openStore(dataDir);
    const { queue: oldQueue } = await startQueue({ store: oldStore, transport: old.transport });
    const entries = await oldQueue.enqueue(
      Array.from({ length: 10 }, (_, i) => ({ kind: 'contact' as const, message: mail(i + 1) })),
    );
    const ids = entries.map((e) => e.messageId);

    // The 5th mail's data is in, its 250 never comes: the process dies right here.
    await held;
    old.kill();
    cleanups.pop(); // a killed process is not stopped gracefully
    cleanups.push(() => old.close());
    expect(byMessageId(first.received)).toEqual(ids.slice(0, 4));

    const store = await openStore(dataDir);
    expect(store.mail.all().map((e) => e.status)).toEqual([...Array(4).fill('sent'), ...Array(6).fill('pending')]);

    const second = await smtp();
    const { queue } = await startQueue({ store, smtpUrl: second.smtpUrl });
    await second.waitFor(6);
    await queue.idle();
    // Let the old connection drop: a killed process must not wake up and write its stale view.
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const delivered = [...byMessageId(first.received), ...byMessageId(second.received)];
    expect(byMessageId(second.received)).toEqual(ids.slice(4));
    expect(delivered).toHaveLength(10);
    expect(new Set(delivered)).toEqual(new Set(ids));
    expect((await mailFile()).records.map((r) => [r.messageId, r.status, r.message])).toEqual(
      ids.map((id) => [id, 'sent', null]),
    );
  });
});

/**
 * The real transport, with a kill switch that models `kill -9`: once killed, no send the old
 * process was awaiting ever settles, so none of its code after that point runs. (Stopping the
 * old queue instead would let it record the dropped send, writing its stale copy of mail.json
 * over the new process's work; a killed process never does that.)
 */
function killable(transport: MailTransport) {
  let killed = false;
  return {
    transport: {
      send: (mail: Parameters<MailTransport['send']>[0]) =>
        new Promise<void>((resolve, reject) => {
          transport.send(mail).then(
            () => killed || resolve(),
            (error: unknown) => killed || reject(error),
          );
        }),
    },
    kill: () => void (killed = true),
    close: () => transport.close(),
  };
}
