import {
  applicationDataSchema,
  contactSubmissionDataSchema,
  credentialDataSchema,
  eventDataSchema,
  idempotencyDataSchema,
  imageDataSchema,
  mailDataSchema,
  memberDataSchema,
  memberImportDataSchema,
  memberMailingDataSchema,
  newsletterDataSchema,
  newsletterJobDataSchema,
  normalizeStoredMember,
  pageDataSchema,
  passwordLinkDataSchema,
  sessionDataSchema,
  settingsDataSchema,
  twoStepDataSchema,
} from '../contracts';

/**
 * Every collection of today's store by its file name (`<name>.json` in DATA_DIR): the schema its
 * records are checked against at start, and what brings a record found on disk to it first.
 * openStore opens them; an upgrade checks its result against them before it writes anything.
 * `secret`: what signs someone in (sessions, set-password links), which never leaves the server: not in
 * a backup, and a restore leaves none behind.
 */
export const collectionSpecs = {
  applications: { schema: applicationDataSchema },
  'contact-messages': { schema: contactSubmissionDataSchema },
  credentials: { schema: credentialDataSchema },
  events: { schema: eventDataSchema },
  idempotency: { schema: idempotencyDataSchema },
  images: { schema: imageDataSchema },
  mail: { schema: mailDataSchema },
  // Members imported from the former system (or written by hand) may have a lower-case role or only a
  // boardMember flag (SPEC §4): read-time, since such a file can arrive at any time, not only with an upgrade.
  members: { schema: memberDataSchema, normalize: normalizeStoredMember },
  'member-imports': { schema: memberImportDataSchema },
  'member-mailings': { schema: memberMailingDataSchema },
  'newsletter-jobs': { schema: newsletterJobDataSchema },
  newsletters: { schema: newsletterDataSchema },
  pages: { schema: pageDataSchema },
  'password-links': { schema: passwordLinkDataSchema, secret: true },
  sessions: { schema: sessionDataSchema, secret: true },
  settings: { schema: settingsDataSchema },
  // The authenticator secrets sign in with the password: after a restore, each admin enrols again.
  'two-step': { schema: twoStepDataSchema, secret: true },
} as const;

export type CollectionName = keyof typeof collectionSpecs;

export const collectionNames = Object.keys(collectionSpecs) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collectionSpecs, name);
}

/** 'contact-messages' → 'contactMessages': a collection's name on the open store. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
export type StoreKey<N extends CollectionName = CollectionName> = CamelCase<N>;

export function storeKeyOf<N extends CollectionName>(name: N): StoreKey<N> {
  return name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase()) as StoreKey<N>;
}

/** Collections that sign someone in: never in a backup (see collectionSpecs). */
export const secretCollectionNames: readonly CollectionName[] = collectionNames.filter(
  (name) => 'secret' in collectionSpecs[name],
);
