/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { pendingMediaPrefix, readPendingImage } from './admin/outbox/db';
import { savedAtHeader, swMessages } from './lib/offline-contract';

/**
 * The service worker (ARCHITECTURE.md "Offline"), built by vite-plugin-pwa (injectManifest):
 * - the app shell and every chunk precached, so each route opens offline;
 * - public API GETs network-first with a short timeout, else the last saved answer (marked with its date);
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

/** Every file of the app, except the files a server path answers itself (robots.txt, feeds, media). */
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(api|admin\/api|media)(\/|$)/, /\/[^/]+\.[a-z0-9]+$/i],
  }),
);

const day = 24 * 3600;

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

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: 'api',
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      stampSavedAt,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * day, purgeOnQuotaError: true }),
    ],
  }),
);

const media = new CacheFirst({
  cacheName: 'media',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // Each variant is at most a few hundred KB: this keeps the photos to some tens of MB.
    new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * day, purgeOnQuotaError: true }),
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
  const folder = /^\/media\/[^/]+\//.exec(pathname)?.[0];
  if (!folder) return undefined;
  const cache = await caches.open('media');
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(folder));
  keys.sort((a, b) => sizeOf(b.url) - sizeOf(a.url));
  return keys[0] ? cache.match(keys[0]) : undefined;
}

const sizeOf = (url: string) => Number(/\/(\d+)x\d+\.\w+$/.exec(url)?.[1] ?? 0);

// Map tiles ({z}/{x}/{y}.png from TILE_URL, often another origin): only the ones a visitor looked at.
registerRoute(
  ({ url, request }) =>
    request.destination === 'image' &&
    !url.pathname.startsWith('/media/') &&
    /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'tiles',
    plugins: [
      // Tiles from another origin arrive opaque (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
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
