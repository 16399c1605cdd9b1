import type { Store } from './store';

export type Migration = {
  /** The schema version this step brings the store to. */
  version: number;
  description: string;
  up: (store: Store) => Promise<void>;
};

/**
 * One step per change to the stored shape, in order. A step runs once, at start,
 * when the store's schema version is below its own; add new steps at the end.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    description: 'Eerste schema: een JSON-bestand per collectie.',
    up: async () => {},
  },
];
