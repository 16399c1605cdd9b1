/** What the service worker (web/sw.ts) and the page agree on. */

/** Set on answers the service worker served from its cache: when they were saved (ISO 8601). */
export const savedAtHeader = 'X-Saved-At';

/** Messages the page sends the service worker. */
export const swMessages = {
  /** Take over now (the admin or walker chose 'Nieuwe versie beschikbaar' → reload). */
  skipWaiting: 'SKIP_WAITING',
  /** Answers `{version}` on the message port: a hash of what is precached. */
  getVersion: 'GET_VERSION',
} as const;
