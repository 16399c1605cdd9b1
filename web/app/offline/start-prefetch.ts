/**
 * Starts the background fetch for offline reading (./prefetch.ts) whenever it can do some good: the
 * service worker controls the page (only then do the answers land in its caches), the browser is
 * online, the page is idle, and the last run is more than six hours old. Checked at the start, when
 * the browser comes back online and when the app comes back into view (an installed app may stay
 * open for days). The fetch code itself is loaded only then, so it never weighs on the first load.
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

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 2000);
  });

function check(): void {
  if (running || !navigator.onLine || !prefetchDue(readLastRun(), Date.now())) return;
  running = true;
  const container = navigator.serviceWorker;
  controlled(container)
    .then(idle)
    .then(async () => {
      if (!navigator.onLine) return;
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
