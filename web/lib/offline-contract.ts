/** What the service worker (web/sw.ts) and the page agree on. */

/** Set on answers the service worker served from its cache: when they were saved (ISO 8601). */
export const savedAtHeader = 'X-Saved-At';

/**
 * A page the service worker served from its cache (the page as last rendered) carries
 * `<meta name="saved-at" content="…">` with when it was saved (empty when unknown): its data came
 * inside the page, so no API answer tells the offline banner it shows a saved copy.
 */
export const savedPageMeta = 'saved-at';

/** The saved page's HTML with that mark in its head; `savedAt` as the header had it (null: not known). */
export function markedAsSavedPage(html: string, savedAt: string | null): string {
  const date = savedAt === null ? Number.NaN : Date.parse(savedAt);
  const content = Number.isNaN(date) ? '' : new Date(date).toISOString();
  return html.replace('</head>', () => `<meta name="${savedPageMeta}" content="${content}"></head>`);
}

/** The page's mark, as markedAsSavedPage wrote it: null on a page the network brought. */
export function savedPageMark(document: Document): string | null {
  return document.querySelector(`meta[name="${savedPageMeta}"]`)?.getAttribute('content') ?? null;
}

/** Messages the page sends the service worker. */
export const swMessages = {
  /** Take over now (the admin or walker chose 'Nieuwe versie beschikbaar' → reload). */
  skipWaiting: 'SKIP_WAITING',
  /** Answers `{version}` on the message port: a hash of what is precached. */
  getVersion: 'GET_VERSION',
} as const;
