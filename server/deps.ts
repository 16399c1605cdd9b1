import type { Secrets } from './auth/secret';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Captcha } from './infra/captcha';
import type { Geocoder } from './infra/geocode';
import type { Health } from './health/service';
import type { MailQueue } from './infra/mail';
import type { ClubSettings } from './settings/service';
import type { PublicReads } from './site/public-reads';
import type { FirstRunSetup } from './setup/service';
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
  /** Where mail goes, for the start-up message. */
  mailTransport: string;
  /** Stops the mail worker (the mail in flight is finished) and closes the SMTP connection. */
  close: () => Promise<void>;
};

/** What the app and its routes are built from; the composer (index.ts, or a test) makes it. */
export type AppDeps = {
  config: Config;
  store: Store;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  log: Logger;
  services: Services;
};
