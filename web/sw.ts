/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { isPublicApiPath } from '../server/contracts/api-paths';
import { pendingMediaPrefix, readPendingImage } from './admin/outbox/db';
import { markedAsSavedPage, savedAtHeader, swMessages } from './lib/offline-contract';
import {
  batchedAnswers,
  isAppNavigation,
  isCacheableAnswer,
  isOfflineBatchPath,
  isSavedPagePath,
  isTileUrl,
  pageCacheKey,
  variantFolder,
  variantWidth,
} from './lib/sw-matchers';

/**
 * The service worker (ARCHITECTURE.md "Offline"), built by vite-plugin-pwa (injectManifest):
 * - the app shell and every chunk precached, so each route opens offline;
 * - public pages network-first with a short timeout, then the page as last rendered, then the shell;
 * - public API GETs network-first with a short timeout (or a server error), else the last saved answer (marked with its date);
 * - /media cache-first, capped, with any saved size of the same photo as the offline fallback;
 * - map tiles cache-first, capped, only the ones viewed;
 * - photos an admin chose offline served from IndexedDB until they are uploaded.
 * It waits with an update until the page asks (the 'Nieuwe versie beschikbaar' prompt).
 */
declare const self: ServiceWorkerGlobalScope;

// The web app manifest carries the club's name from the server (server/site/manifest.ts): never a stale copy.
const manifest = self.__WB_MANIFEST.filter(
  (entry) => !(typeof entry === 'string' ? entry : entry.url).endsWith('.webmanifest'),
);
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first install takes the open page at once, so the background fetch after the first visit is kept.
clientsClaim();

const day = 24 * 3600;
const pagesCache = 'pages';

/**
 * The admin area's chunks are not precached (scripts/vite/admin-only-chunks.ts): they are kept here
 * once an administrator's browser loaded them. Hashed names: a file never changes under its name.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 120 * day }),
    ],
  }),
);

/** Stamps what goes into the cache with the moment it was saved: the offline banner shows that date. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(savedAtHeader, new Date().toISOString());
    // The body below is already decoded: the copy must not claim the compressed encoding or length.
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * Stores and looks up by the URL alone: the request's headers (an admin's Authorization on the own
 * walk lists) never end up in Cache Storage.
 */
const urlOnlyKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new Request(request.url),
};

/** Only plain 200s of the expected type that the server lets be kept (isCacheableAnswer). */
const onlyCacheable = (kind: 'api' | 'media'): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isCacheableAnswer(kind, response) ? response : null),
});

/**
 * A server error (a proxy's 502 during a deploy) counts as no answer, so NetworkFirst falls back to
 * the saved copy; with none saved, the page still gets the server's own error.
 */
const serverErrorAsFailure: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (response.status < 500) return response;
    if (state) state.serverError = response;
    throw new Error(`Serverfout ${response.status}`);
  },
  handlerDidError: async ({ state }) => (state?.serverError instanceof Response ? state.serverError : undefined),
};

/** The shell: for the admin area, and for a page that was never saved when the network fails. */
const appShell = createHandlerBoundToURL('/index.html');

/** Seconds a page waits for the network before the saved page is used (the API's answers wait 4). */
const pageTimeoutSeconds = 3;

/**
 * The public pages as the server rendered them (with their data, once the server renders it), kept
 * under their path alone and only as a plain 200 HTML answer: a 404, an error or a redirect never is.
 */
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: pageTimeoutSeconds,
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => new Request(pageCacheKey(request.url)) },
    // A server error counts as no answer: the saved page, else the shell (below).
    {
      fetchDidSucceed: async ({ response }) =>
        response.status < 500 ? response : Promise.reject(new Error(`Serverfout ${response.status}`)),
    },
    {
      cacheWillUpdate: async ({ request, response }) =>
        // A query may carry a token (an unsubscribe link): such a page is never kept.
        isCacheableAnswer('page', response) && new URL(request.url).search === '' ? response : null,
    },
    stampSavedAt,
    // The saved page says it is one, and from when: the offline banner shows that (offline-contract.ts).
    {
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (!cachedResponse) return cachedResponse;
        const html = markedAsSavedPage(await cachedResponse.text(), cachedResponse.headers.get(savedAtHeader));
        const { status, statusText, headers } = cachedResponse;
        return new Response(html, { status, statusText, headers });
      },
    },
    // Pages come back from the server: they may go first when the disk is full.
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
  ],
});

/**
 * The saved page or the network's, or the shell once neither came in time: a page never saved does
 * not wait for a network that hardly answers.
 */
async function pageOrShell(options: RouteHandlerCallbackOptions): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(() => resolve('late'), (pageTimeoutSeconds + 0.5) * 1000)),
  );
  const page = await Promise.race([pages.handle(options).catch(() => undefined), late]);
  clearTimeout(timer);
  return page instanceof Response ? page : appShell(options);
}

/**
 * Navigations to the app's pages (not the paths the server answers itself: the API, photos, robots.txt,
 * feeds; decided on the pathname alone). Public pages: the network, the saved page, then the shell.
 * The admin area always gets the shell.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    return isSavedPagePath(options.url.pathname) ? pageOrShell(options) : appShell(options);
  },
);

/** The saved pages name the build's hashed files: a new worker (a new build or config) starts them afresh. */
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(caches.delete(pagesCache)));

const apiLimits = { maxEntries: 400, maxAgeSeconds: 60 * day };

/**
 * The batches for offline reading (server/contracts/offline.ts): each answer they hold is saved under
 * its own URL, stamped like the route below stamps, so offline the page's own read finds it. Entries are
 * registered with the 'api' cache's expiration (the same IndexedDB the route's ExpirationPlugin keeps),
 * so they count towards its 400 and age out like any saved answer. The batch itself is not kept.
 */
const apiExpiration = new CacheExpiration('api', apiLimits);

async function saveBatch(batch: unknown): Promise<void> {
  const cache = await caches.open('api');
  const now = new Date();
  for (const [path, json] of batchedAnswers(batch)) {
    const url = new URL(path, self.location.origin).href;
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      Date: now.toUTCString(),
      [savedAtHeader]: now.toISOString(),
    };
    await cache.put(new Request(url), new Response(json, { status: 200, headers }));
    await apiExpiration.updateTimestamp(url);
  }
  await apiExpiration.expireEntries();
}

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isOfflineBatchPath(url.pathname),
  async ({ request }) => {
    const response = await fetch(request);
    // Saved before the page gets the answer: when its fetch ends, the answers are in the cache.
    if (isCacheableAnswer('api', response)) {
      await saveBatch(await response.clone().json()).catch((error: unknown) =>
        console.debug('Offline bewaren mislukt:', error),
      );
    }
    return response;
  },
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPublicApiPath(url.pathname),
  new NetworkFirst({
    cacheName: 'api',
    networkTimeoutSeconds: 4,
    plugins: [
      urlOnlyKey,
      serverErrorAsFailure,
      onlyCacheable('api'),
      stampSavedAt,
      // No purgeOnQuotaError: a full disk must not wipe every saved walk; maxEntries keeps it small.
      new ExpirationPlugin(apiLimits),
    ],
  }),
);

const media = new CacheFirst({
  cacheName: 'media',
  plugins: [
    urlOnlyKey,
    onlyCacheable('media'),
    // Each variant is at most a few hundred KB: this keeps the photos to some tens of MB.
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * day }),
  ],
});

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(pendingMediaPrefix),
  async ({ url }) => {
    const uuid = url.pathname.slice(pendingMediaPrefix.length).split('/')[0] ?? '';
    const image = await readPendingImage(uuid).catch(() => undefined);
    if (!image) return new Response(null, { status: 404 });
    return new Response(image.blob, { headers: { 'Content-Type': image.blob.type || 'application/octet-stream' } });
  },
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await media.handle(options);
    } catch (error) {
      // Offline and this size was never saved: another saved size of the same photo serves better than none.
      const other = await anySavedVariant(options.url.pathname);
      if (other) return other;
      throw error;
    }
  },
);

/** A saved variant of the photo of `pathname` (/media/{uuid}/{size}.{format}), the largest first. */
async function anySavedVariant(pathname: string): Promise<Response | undefined> {
  const folder = variantFolder(pathname);
  if (!folder) return undefined;
  const cache = await caches.open('media');
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(folder));
  keys.sort((a, b) => variantWidth(b.url) - variantWidth(a.url));
  return keys[0] ? cache.match(keys[0]) : undefined;
}

// Map tiles ({z}/{x}/{y}.png from TILE_URL, often another origin): only the ones a visitor looked at.
registerRoute(
  ({ url, request }) => request.destination === 'image' && isTileUrl(url),
  new CacheFirst({
    cacheName: 'tiles',
    plugins: [
      // The map asks tiles with CORS (walk-map.tsx): an opaque answer would count megabytes towards the quota.
      new CacheableResponsePlugin({ statuses: [200] }),
      // Tiles are the first to go when the disk is full: they come back from the tile server.
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

/** Tells builds apart: the revisions of everything precached. */
const version = hashOf(manifest.map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision}`)));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === swMessages.skipWaiting) void self.skipWaiting();
  if (data.type === swMessages.getVersion) event.ports[0]?.postMessage({ version });
});

function hashOf(parts: string[]): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\n')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
