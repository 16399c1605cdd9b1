/**
 * Starts the background fetch for offline reading (./prefetch.ts) once it can do any good: the
 * service worker controls the page (only then do the answers land in its caches), the browser is
 * online, the page is idle, and the last run is more than six hours old. The fetch code itself is
 * loaded only then, so it never weighs on the first load.
 */

/** localStorage: when the last background fetch finished (ms since 1970). */
export const lastPrefetchKey = 'houtlandstappers.offline-prefetch';
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

let started = false;

export function startOfflinePrefetch(): void {
  if (started || !('serviceWorker' in navigator) || !prefetchDue(readLastRun(), Date.now())) return;
  started = true;
  const container = navigator.serviceWorker;

  const run = () => {
    if (!navigator.onLine) {
      window.addEventListener('online', whenIdle, { once: true });
      return;
    }
    import('./prefetch')
      .then(({ prefetchForOffline }) => prefetchForOffline())
      .catch((error: unknown) => console.debug('Offline ophalen mislukt:', error));
  };
  function whenIdle() {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  }

  // The first visit: the worker installs, then claims this page (clientsClaim in web/sw.ts).
  if (container.controller) whenIdle();
  else container.addEventListener('controllerchange', whenIdle, { once: true });
}
