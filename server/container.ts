import { auditLog, type AuditLog } from './infra/audit-log';
import { loadSecrets, type Secrets } from './auth/secret';
import { passwordResets, type PasswordResets } from './auth/password-reset';
import { composeResetMail } from './auth/reset-mail';
import type { Config } from './config';
import type { SettingsData } from './contracts';
import type { DepsWith } from './deps';
import { health, type Health } from './health/service';
import { createCaptcha, type Captcha } from './infra/captcha';
import { createGeocoder, type Geocoder } from './infra/geocode';
import { MailQueue, createMailTransport, mailFrom, messageIdDomain } from './infra/mail';
import type { Logger } from './logger';
import { composeMemberMail } from './members/member-mail';
import { composePromotionMail } from './members/promotion-mail';
import { sweepMessages } from './messages/retention';
import { sweepApplications } from './applications/retention';
import { auditCutoff } from './audit/retention';
import { watchStore } from './audit/store-changes';
import { periodicTask, type PeriodicTask } from './infra/periodic-task';
import { composeNewsletterMail } from './newsletters/sending';
import { neutralSettings, unnamedClub } from './settings/defaults';
import { clubSettings, type ClubSettings } from './settings/service';
import { clubSiteOf } from './settings/club-site';
import { firstRunSetup, type FirstRunSetup } from './setup/service';
import { publicReads, type PublicReads } from './site/public-reads';
import type { Store } from './store';

/** The machinery the routes share: keys, the mail queue, and the outside services. */
export type Services = {
  secrets: Secrets;
  mail: MailQueue;
  geocoder: Geocoder;
  captcha: Captcha;
  /** The club's settings: its name, texts, colours and contact details (server/settings). */
  settings: ClubSettings;
  /**
   * The public JSON reads (the lists, the site config), each computed once per revision of its data:
   * `publicRead(path)` gives the JSON text GET would answer, for the server's own pages.
   */
  publicReads: PublicReads;
  /** The first start's one-time link: names the club and makes its first admin (server/setup). */
  setup: FirstRunSetup;
  /** GET /healthz: the store readable and writable, the free disk, the mail waiting. */
  health: Health;
  /** Removes what the club keeps no longer (handled applications, old contact messages): at start, then hourly. */
  retention: PeriodicTask;
  /** Who did what in the admin: append-only, kept 24 months (server/audit). */
  audit: AuditLog;
  /** "Wachtwoord vergeten?": the same answer for every address, the mail after it (server/auth). */
  passwordResets: PasswordResets;
  /** Removes the log's months older than 24 months: at start, then daily. */
  auditRetention: PeriodicTask;
  /** Where mail goes, for the start-up message. */
  mailTransport: string;
  /** Stops the mail worker (the mail in flight is finished) and closes the SMTP connection. */
  close: () => Promise<void>;
};

/** What the app and its routes are built from; the composer (index.ts, or a test) makes it. */
export type AppDeps = DepsWith<Services>;

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
    // Mails made when they go out: a newsletter per member, a set-password link (a promotion's, a
    // forgotten password's), a mail to members.
    compose: (entry) =>
      entry.kind === 'password-reset'
        ? composeResetMail({ store, now, club: () => clubSiteOf(config, settings) }, entry)
        : entry.kind === 'admin-password'
          ? composePromotionMail({ config, store, settings, now }, entry)
          : entry.kind === 'member-mail'
            ? composeMemberMail({ config, store, settings }, entry)
            : composeNewsletterMail({ config, store, secrets, settings }, entry),
  });
  const audit = auditLog({ dataDir: store.dataDir, now, log });
  // Every admin write is logged from the store itself, whichever route made it.
  watchStore(store, audit);
  const resets = passwordResets({ store, log, mail, audit });
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
  const retention = periodicTask(
    () => Promise.all([sweepApplications(store, now()), sweepMessages(store, now())]),
    60 * 60 * 1000,
    (error) =>
      log.error(
        `Opruimen volgens de bewaartermijnen mislukt: ${error instanceof Error ? error.message : String(error)}`,
      ),
  );
  const auditRetention = periodicTask(
    () => audit.removeBefore(auditCutoff(now())),
    24 * 60 * 60 * 1000,
    (error) => log.error(`Opruimen van het logboek mislukt: ${(error as NodeJS.ErrnoException).code ?? 'onbekend'}`),
  );
  const close = async () => {
    await resets.settled();
    await retention.stop();
    await auditRetention.stop();
    await mail.stop();
    transport.close();
    // The log's entries of the last writes go out after their answers: written before the server is gone.
    await audit.settled();
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
    retention,
    audit,
    passwordResets: resets,
    auditRetention,
    mailTransport: transport.describe,
    close,
  };
}
