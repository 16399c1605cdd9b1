import type { Logger } from '../app';
import { loadSecrets, type Secrets } from '../auth/secret';
import type { Config } from '../config';
import { composeNewsletterMail } from '../newsletters/sending';
import type { Store } from '../store';
import { createCaptcha, type Captcha } from './captcha';
import { createGeocoder, type Geocoder } from './geocode';
import { MailQueue, createMailTransport, mailFrom, messageIdDomain } from './mail';

/** The machinery the routes share: keys, the mail queue, and the outside services. */
export type Services = {
  secrets: Secrets;
  mail: MailQueue;
  geocoder: Geocoder;
  captcha: Captcha;
  /** Where mail goes, for the start-up message. */
  mailTransport: string;
  /** Stops the mail worker (the mail in flight is finished) and closes the SMTP connection. */
  close: () => Promise<void>;
};

export function createServices(deps: { config: Config; store: Store; log: Logger; now: () => Date }): Services {
  const { config, store, log, now } = deps;
  const secrets = loadSecrets(config);
  const transport = createMailTransport(config);
  const mail = new MailQueue({
    store,
    transport,
    from: mailFrom(config),
    messageIdDomain: messageIdDomain(config),
    log,
    now,
    compose: (entry) => composeNewsletterMail({ config, store, secrets }, entry),
  });
  const geocoder = createGeocoder({
    url: config.geocoderUrl,
    userAgent: `${config.clubName} website (${config.publicUrl})`,
    log,
  });
  const captcha = createCaptcha({
    secret: config.recaptchaSecret,
    minScore: config.recaptchaMinScore,
    verifyUrl: config.recaptchaVerifyUrl,
    log,
  });
  const close = async () => {
    await mail.stop();
    transport.close();
  };
  return { secrets, mail, geocoder, captcha, mailTransport: transport.describe, close };
}
