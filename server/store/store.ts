import type { Collection } from './collection';
import type { CollectionName, collectionSpecs } from './collections';
import type { StoreUpgrade } from './upgrade';

/** The collection stored in `<name>.json`, with the schema collectionSpecs gives it. */
type Of<N extends CollectionName> = Collection<(typeof collectionSpecs)[N]['schema']>;

/** The open store: one collection per data file under dataDir. */
export type Store = {
  dataDir: string;
  contactMessages: Of<'contact-messages'>;
  credentials: Of<'credentials'>;
  events: Of<'events'>;
  idempotency: Of<'idempotency'>;
  images: Of<'images'>;
  mail: Of<'mail'>;
  members: Of<'members'>;
  newsletterJobs: Of<'newsletter-jobs'>;
  newsletters: Of<'newsletters'>;
  pages: Of<'pages'>;
  /** Set-password links: digests only; never in a backup. */
  passwordLinks: Of<'password-links'>;
  /** Admins' sign-ins: digests only; never in a backup. */
  sessions: Of<'sessions'>;
  /** One record: the club's settings (server/settings). */
  settings: Of<'settings'>;
  schemaVersion: () => number;
  /** What this opening did to bring older data to the current schema, for the start to say; else undefined. */
  upgrade: StoreUpgrade | undefined;
};
