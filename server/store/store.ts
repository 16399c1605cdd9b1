import type {
  contactSubmissionDataSchema,
  credentialDataSchema,
  eventDataSchema,
  idempotencyDataSchema,
  imageDataSchema,
  mailDataSchema,
  memberDataSchema,
  newsletterDataSchema,
  newsletterJobDataSchema,
  pageDataSchema,
  settingsDataSchema,
} from '../contracts';
import type { Collection } from './collection';
import type { StoreUpgrade } from './upgrade';

/** The open store: one collection per data file under dataDir. */
export type Store = {
  dataDir: string;
  contactMessages: Collection<typeof contactSubmissionDataSchema>;
  credentials: Collection<typeof credentialDataSchema>;
  events: Collection<typeof eventDataSchema>;
  idempotency: Collection<typeof idempotencyDataSchema>;
  images: Collection<typeof imageDataSchema>;
  mail: Collection<typeof mailDataSchema>;
  members: Collection<typeof memberDataSchema>;
  newsletterJobs: Collection<typeof newsletterJobDataSchema>;
  newsletters: Collection<typeof newsletterDataSchema>;
  pages: Collection<typeof pageDataSchema>;
  /** One record: the club's settings (server/settings). */
  settings: Collection<typeof settingsDataSchema>;
  schemaVersion: () => number;
  /** What this opening did to bring older data to the current schema, for the start to say; else undefined. */
  upgrade: StoreUpgrade | undefined;
};
