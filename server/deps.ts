import type { Config } from './config';
import type { Logger } from './logger';
import type { Store } from './store';

/** What every part of the server is built from; the composer (index.ts, or a test) makes it. */
export type Deps = {
  config: Config;
  store: Store;
  /** The clock; tests pass a fixed one. */
  now: () => Date;
  log: Logger;
};

/**
 * Deps and the shared services a part uses, each typed by the folder that makes it: a router names
 * what it needs and imports nothing above itself. The composer (container.ts) has them all.
 */
export type DepsWith<S> = Deps & { services: S };
