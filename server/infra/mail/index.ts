import type { Config } from '../../config';

export { MailQueue } from './queue';
export { mailQueueTexts } from './send-failure';
export { defaultRetryDelaysMs, type EnqueueInput, type MailQueueOptions } from './queue-options';
export { MailSendError, createMailTransport, type MailTransport, type TransportMail } from './transport';

/** MAIL_FROM when set, else `"Club name" <no-reply@host of PUBLIC_URL>`, with the club's name of this moment. */
export function mailFrom(config: Pick<Config, 'mailFrom' | 'publicUrl'>, clubName: string): string {
  if (config.mailFrom) return config.mailFrom;
  // A quoted display name may hold any character but an unescaped quote or backslash, and no line break.
  const name = clubName.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/[\\"]/g, '\\$&');
  return `"${name}" <no-reply@${messageIdDomain(config)}>`;
}

/** The host of PUBLIC_URL: the domain of our Message-IDs and of the default sender. */
export function messageIdDomain(config: Pick<Config, 'publicUrl'>): string {
  return new URL(config.publicUrl).hostname;
}
