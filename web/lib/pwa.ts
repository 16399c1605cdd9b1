import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * The service worker's registration (web/sw.ts) with workbox-window, and what the page needs to
 * know of it: whether a new version waits ('Nieuwe versie beschikbaar'), and when the worker
 * controls the page (from then on the page's fetches are saved for offline reading).
 */

let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;
let updateWaiting = false;
let reloading = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** An hour: a walker who keeps the app open for a day still hears of a new version. */
const updateCheckMs = 60 * 60 * 1000;

/** Registers the service worker after the page has loaded, so it never competes with the first render. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = async () => {
    // workbox-window is small, but the first render does not need it.
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
    workbox.addEventListener('waiting', () => {
      updateWaiting = true;
      notify();
    });
    registration = await workbox.register();
    setInterval(() => void workbox?.update(), updateCheckMs);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox?.update();
    });
  };
  const begin = () => void start().catch((error: unknown) => console.warn('Service worker niet geregistreerd:', error));
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/** Lets the waiting version take over and reloads into it once it controls the page. */
export function applyUpdate(): void {
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  // Another tab may have let the new version in already: then this page only needs to reload.
  if (!workbox || !registration?.waiting) return reload();
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version of the app is installed and waits for the visitor's go. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}
