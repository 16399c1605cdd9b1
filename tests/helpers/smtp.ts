import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail; raw: Buffer };

export type SmtpServerOptions = {
  /** After this many accepted mails, take the data of the next ones but never answer. */
  holdFrom?: number;
  /** Called once, when the first mail is held. */
  onHold?: () => void;
  /** An SMTP reply code to refuse this mail with (e.g. 451, 550), or null to accept it. */
  rejectWith?: (mail: ReceivedMail) => number | null;
};

export type TestSmtpServer = {
  smtpUrl: string;
  /** Accepted mails, in the order the server answered 250. */
  received: ReceivedMail[];
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Drops every open connection (a held client sees it close) and stops listening. */
  close: () => Promise<void>;
};

/** A plain loopback SMTP server (no TLS, no login) that parses what it accepts. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let held = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (options.holdFrom !== undefined && received.length >= options.holdFrom) {
          if (!held) {
            held = true;
            options.onHold?.();
          }
          return; // never answer: the client waits for a reply that does not come
        }
        simpleParser(raw).then(
          (parsed) => {
            const mail = { envelopeTo: session.envelope.rcptTo.map((to) => to.address), parsed, raw };
            const code = options.rejectWith?.(mail) ?? null;
            if (code !== null) {
              // As real servers do, the refusal names the recipient.
              const refusal = `Geweigerd door de testserver (${code}): <${mail.envelopeTo.join('>, <')}> onbekend`;
              callback(Object.assign(new Error(refusal), { responseCode: code }));
              return;
            }
            // Recorded before the 250 goes out: whatever the client counts as sent is in here.
            received.push(mail);
            for (const notify of waiters) notify();
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP-testserver: ${received.length} van ${count} mails ontvangen na ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close() {
      for (const connection of server.connections) connection.close();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
