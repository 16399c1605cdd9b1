import { composePromotionMail } from './auth/promotion-mail';
import { loadSecrets } from './auth/secret';
import type { Config } from './config';
import type { Services } from './deps';
import type { Logger } from './logger';
import { composeNewsletterMail } from './newsletters/sending';
import { createCaptcha } from './infra/captcha';
import { createGeocoder } from './infra/geocode';
import { health } from './health/service';
import { MailQueue, createMailTransport, mailFrom, messageIdDomain } from './infra/mail';
import { neutralSettings, unnamedClub } from './settings/defaults';
import { clubSettings } from './settings/service';
import { firstRunSetup } from './setup/service';
import { publicReads } from './site/public-reads';
import type { SettingsData } from './contracts';
import type { Store } from './store';

/** Composes the shared services from config and store; only the top (index.ts, app.ts, tests) calls it. */
export function createServices(deps: {
  config: Config;
  store: Store;
  log: Logger;
  now: () => Date;
  /** The settings of a club that has stored none yet; by default a new club's, named after CLUB_NAME. */
  initialSettings?: () => SettingsData;
}): Services {
  const { config, store, log, now } = deps;
  const settings = clubSettings(store, deps.initialSettings ?? (() => neutralSettings(config.clubName ?? unnamedClub)));
  const secrets = loadSecrets(config);
  const setup = firstRunSetup({ store, settings, now });
  const transport = createMailTransport(config);
  const mail = new MailQueue({
    store,
    transport,
    // Read per mail: a new club name in the settings is the sender's name of the next mail.
    from: () => mailFrom(config, settings.clubName()),
    messageIdDomain: messageIdDomain(config),
    log,
    now,
    // Mails made when they go out: a newsletter per member, and a promotion's set-password link.
    compose: (entry) =>
      entry.kind === 'admin-password'
        ? composePromotionMail({ config, store, settings, now }, entry)
        : composeNewsletterMail({ config, store, secrets, settings }, entry),
  });
  const geocoder = createGeocoder({
    url: config.geocoderUrl,
    userAgent: () => `${settings.clubName()} website (${config.publicUrl})`,
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
  return {
    secrets,
    mail,
    geocoder,
    captcha,
    settings,
    publicReads: publicReads({ config, store, now, settings }),
    setup,
    health: health({ store, config, now }),
    mailTransport: transport.describe,
    close,
  };
}
