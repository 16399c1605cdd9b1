import type { Collection } from './collection';
import type { CollectionName, StoreKey, collectionSpecs } from './collections';
import type { StoreUpgrade } from './upgrade';

/**
 * One collection per entry of collectionSpecs, under its camel-cased name ('contact-messages' is
 * store.contactMessages), with the schema the table gives it.
 */
export type StoreCollections = {
  [N in CollectionName as StoreKey<N>]: Collection<(typeof collectionSpecs)[N]['schema']>;
};

/** The open store: one collection per data file under dataDir. */
export type Store = StoreCollections & {
  dataDir: string;
  schemaVersion: () => number;
  /** What this opening did to bring older data to the current schema, for the start to say; else undefined. */
  upgrade: StoreUpgrade | undefined;
};
