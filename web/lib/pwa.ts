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
/** 'Later' hides the notice until the next page load (a new load finds the worker still waiting). */
let postponed = false;
let reloading = false;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** An hour: a walker who keeps the app open for a day still hears of a new version. */
const updateCheckMs = 60 * 60 * 1000;
/** Checks when the app comes back into view, at most this often: switching apps all day costs no data. */
const visibleCheckMs = 30 * 60 * 1000;
/** How long 'Vernieuwen' waits for the new worker to take over before reloading anyway. */
const controllingTimeoutMs = 4000;

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
    let lastCheck = Date.now();
    const check = () => {
      lastCheck = Date.now();
      void workbox?.update();
    };
    setInterval(check, updateCheckMs);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= visibleCheckMs) check();
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
  // Should 'controlling' never come (another tab holds the old worker, a browser quirk), reload anyway.
  setTimeout(reload, controllingTimeoutMs);
}

/** 'Later': no notice until the next page load. */
export function postponeUpdate(): void {
  postponed = true;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version of the app is installed and waits for the visitor's go. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting && !postponed,
    () => false,
  );
}
