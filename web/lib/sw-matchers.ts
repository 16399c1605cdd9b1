import { isAdminAreaPath } from '../../server/contracts/public-paths';
import { offlineBatchPrefix } from '../../server/contracts/api-paths';

/**
 * The service worker's pure decisions (web/sw.ts), kept apart so unit tests can reach them:
 * which navigations get the app shell, which requests are map tiles, and which answers may be saved.
 */

/** Paths the server answers itself: never the app shell. */
const serverPaths = /^\/(api|admin\/api|media)(\/|$)/;
/** A last path segment with a file extension: robots.txt, sitemap.xml, feed.xml, an old asset. */
const fileLike = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Whether a navigation to `pathname` is one of the app's pages (the precached index.html answers it).
 * The pathname only: a query such as `?ref=facebook.com` says nothing about what the path is.
 */
export function isAppNavigation(pathname: string): boolean {
  return !serverPaths.test(pathname) && !fileLike.test(pathname);
}

/**
 * Whether the page at `pathname` may be kept in the 'pages' cache: the public pages, never the admin
 * area's (it always gets the shell, so no administrator's screen is ever stored as rendered HTML).
 */
export function isSavedPagePath(pathname: string): boolean {
  return isAppNavigation(pathname) && !isAdminAreaPath(pathname);
}

/**
 * The key a page is saved under: its path alone. `/?ref=facebook.com` is the home page, and a query
 * (an unsubscribe link's token) never reaches Cache Storage.
 */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/** A map tile ({z}/{x}/{y}.png from TILE_URL, often another origin); never one of our own photos. */
export function isTileUrl(url: URL): boolean {
  return !url.pathname.startsWith('/media/') && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname);
}

/** The width of a photo variant (/media/{uuid}/{w}x{h}.{format}); 0 when the path names none. */
export function variantWidth(urlOrPath: string): number {
  return Number(/\/media\/[^/]+\/(\d+)x\d+\.\w+$/.exec(urlOrPath.split(/[?#]/)[0] ?? '')?.[1] ?? 0);
}

/** The folder of a photo's variants (/media/{uuid}/), or undefined for any other path. */
export function variantFolder(pathname: string): string | undefined {
  return /^\/media\/[^/]+\//.exec(pathname)?.[0];
}

/** What decides whether an answer may be saved. */
export type AnswerFacts = { status: number; redirected: boolean; headers: { get(name: string): string | null } };

/**
 * Whether an answer may go into the 'api' or 'media' cache: a plain 200, not redirected, that the
 * server did not mark no-store or private (logins, unsubscribe links), of the expected type.
 */
export function isCacheableAnswer(kind: 'api' | 'media' | 'page', answer: AnswerFacts): boolean {
  if (answer.status !== 200 || answer.redirected) return false;
  const cacheControl = (answer.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  const type = (answer.headers.get('Content-Type') ?? '').toLowerCase().trim();
  if (kind === 'page') return /^text\/html(\s*;|$)/.test(type);
  return kind === 'api' ? /^application\/json(\s*;|$)/.test(type) : type.startsWith('image/');
}

/** A batch for offline reading (server/contracts/offline.ts): spread over the 'api' cache, never saved itself. */
export const isOfflineBatchPath = (pathname: string) => pathname.startsWith(offlineBatchPrefix);

/** The longest URL a batch may name: the public API's own paths are far shorter. */
const maxBatchedUrl = 300;

/**
 * The answers of a batch that may be saved, each with its path and JSON text: only public API paths
 * (never the admin's, never a batch), and no empty answer (its URL answers a 204, which is never saved).
 */
export function batchedAnswers(batch: unknown): Array<[path: string, json: string]> {
  if (typeof batch !== 'object' || batch === null || !('answers' in batch)) return [];
  const { answers } = batch;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return [];
  return Object.entries(answers).flatMap(([path, answer]): Array<[string, string]> => {
    const fits =
      path.length <= maxBatchedUrl &&
      /^\/api\/[\w\-./%]+$/.test(path) &&
      !path.includes('..') &&
      !isOfflineBatchPath(path);
    return fits && answer !== null && answer !== undefined ? [[path, JSON.stringify(answer)]] : [];
  });
}
