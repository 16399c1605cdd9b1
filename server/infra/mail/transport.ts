import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFileDurably } from '../../store/durable-json-file';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';

export type TransportMail = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  /** `<id@domain>`, the same on every attempt. */
  messageId: string;
};

export type MailTransport = {
  send(mail: TransportMail): Promise<void>;
  close(): void;
  /** Where mail goes, without credentials: for the start-up log. */
  describe: string;
};

/** A failed send; `responseCode` is the SMTP reply code when the server answered. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in DATA_DIR/outbox,
 * so a club without a mail server (or a developer) can still read what would have gone out.
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'outbox'));
}

/** nodemailer is loaded with the first mail: a server with nothing to send never holds it in memory. */
function lazyTransporter(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void transporter?.then((loaded) => loaded.close()),
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  // One pooled connection: a newsletter to hundreds of members reuses one TLS session and login
  // instead of opening one per mail (providers throttle that), while the queue still sends one
  // mail at a time. Query options in SMTP_URL (e.g. ?pool=false) take precedence over these.
  const transporter = lazyTransporter({ url: smtpUrl, pool: true, maxConnections: 1 });
  return {
    async send(mail) {
      try {
        await (await transporter.get()).sendMail(toNodemailer(mail));
      } catch (error) {
        throw asSendError(error);
      }
    },
    close: transporter.close,
    describe: `SMTP ${safeServerName(smtpUrl)}`,
  };
}

function fileTransport(outbox: string): MailTransport {
  const builder = lazyTransporter({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await (await builder.get()).sendMail(toNodemailer(mail));
      if (!Buffer.isBuffer(info.message)) throw new MailSendError('Geen bericht opgebouwd', undefined, undefined);
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      // Named after the Message-ID: a retry after a crash overwrites the same file instead of adding one.
      await writeFileDurably(path.join(outbox, `${fileSafe(mail.messageId)}.eml`), info.message, 0o600);
    },
    close: () => undefined,
    describe: `bestanden in ${outbox} (geen SMTP_URL)`,
  };
}

function toNodemailer(mail: TransportMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    headers: mail.headers ?? {},
    messageId: mail.messageId,
  };
}

function asSendError(error: unknown): MailSendError {
  const { message, responseCode, code } = (error ?? {}) as {
    message?: unknown;
    responseCode?: unknown;
    code?: unknown;
  };
  return new MailSendError(
    typeof message === 'string' ? message : String(error),
    typeof responseCode === 'number' ? responseCode : undefined,
    typeof code === 'string' ? code : undefined,
  );
}

/** Host and port only: SMTP_URL may carry a password. */
function safeServerName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(ongeldige SMTP_URL)';
  }
}

export function fileSafe(messageId: string): string {
  return messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._@-]/g, '_');
}
