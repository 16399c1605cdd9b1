/**
 * Starts the background fetch for offline reading (./prefetch.ts) whenever it can do some good: the
 * service worker controls the page (only then do the answers land in its caches), the browser is
 * online, the page has loaded and is idle, the connection is not one the walker saves data on, and
 * the last run is more than six hours old. Checked at the start, when the browser comes back online
 * and when the app comes back into view (an installed app may stay open for days). The fetch code
 * itself is loaded only then, so it never weighs on the first load.
 */

import { lastPrefetchKey } from './last-prefetch';

export const prefetchEveryMs = 6 * 3600 * 1000;

/** Whether a run is due, given the stored time of the last one. */
export function prefetchDue(lastRun: string | null, now: number): boolean {
  const last = Number(lastRun);
  // A time in the future (a clock set back) must not block the fetch for long.
  return !lastRun || !Number.isFinite(last) || now - last >= prefetchEveryMs || last > now + prefetchEveryMs;
}

function readLastRun(): string | null {
  try {
    return localStorage.getItem(lastPrefetchKey);
  } catch {
    return null;
  }
}

let watching = false;
let running = false;

/** Resolves once a service worker controls the page. */
async function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return;
  // A worker may already be active (a returning visitor): then it controls the page, or (after a
  // Shift-reload) it does not until the next load. The first install claims the page: controllerchange.
  await container.ready;
  if (container.controller) return;
  await new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/** What the browser says of the connection (navigator.connection, Chromium only). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** Nothing is fetched ahead when the walker asked to save data or the network is 2G: not even the texts. */
export function savesData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

const connectionOf = (nav: Navigator) => (nav as Navigator & { connection?: ConnectionHints }).connection;

/** What waiting for the load and an idle moment needs of the window (a stand-in in the unit tests). */
export type LoadAndIdle = {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
};

/** The longest wait for an idle moment: a page that is never idle still gets its fetch. */
export const idleTimeoutMs = 5000;

/**
 * Resolves once the page has loaded (its `load` event, so the fetch never competes with the page's own
 * files) and then the browser is idle, or after idleTimeoutMs at the latest.
 */
export async function loadedAndIdle(win: LoadAndIdle): Promise<void> {
  if (win.document.readyState !== 'complete') {
    await new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  }
  await new Promise<void>((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
    else win.setTimeout(resolve, 2000);
  });
}

/** Whether the fetch may go ahead now: online, not on a data-saving connection, and due. */
const welcome = () => navigator.onLine && !savesData(connectionOf(navigator)) && prefetchDue(readLastRun(), Date.now());

function check(): void {
  if (running || !welcome()) return;
  running = true;
  const container = navigator.serviceWorker;
  controlled(container)
    .then(() => loadedAndIdle(window))
    .then(async () => {
      // The connection may have changed while waiting.
      if (!welcome()) return;
      const { prefetchForOffline } = await import('./prefetch');
      await prefetchForOffline();
    })
    .catch((error: unknown) => console.debug('Offline ophalen mislukt:', error))
    .finally(() => (running = false));
}

export function startOfflinePrefetch(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!watching) {
    watching = true;
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  }
  check();
}
