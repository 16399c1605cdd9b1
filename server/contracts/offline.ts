import { apiPaths } from './api-paths';

/**
 * The batched reads behind offline reading (docs/decisions/007-offline.md "Background reading"): a
 * few answers, each holding the public API answers a walker may want offline, keyed by the URL the
 * pages ask for them with. The service worker saves each under that URL (web/sw.ts), so offline the
 * page's own read of `/api/events/12` finds it.
 */

/** Where the batches are read: one per part of the site, each cached per its own data's revision. */
export const offlinePaths = apiPaths.offline;

/** What a batch holds, so a phone's storage and data bundle are not ours to fill. */
export const offlineLimits = {
  /** Walks per list whose details are carried: a season's worth, well inside the worker's 400 answers. */
  walksPerList: 20,
  /** Newsletters kept readable offline: the newest few. */
  newestNewsletters: 5,
  /** Info pages carried: every page a club is likely to have. */
  infoPages: 50,
} as const;

/** A batch: public API answers by the URL (path) that answers each one alone, with the same JSON. */
export type OfflineBatch = { answers: Record<string, unknown> };
