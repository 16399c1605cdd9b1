import { useSyncExternalStore } from 'react';

/**
 * What the offline banner needs to know (ARCHITECTURE.md "Offline"): whether the browser is
 * online, and whether the page shows answers the service worker served from its cache — it
 * marks those with the moment they were saved (savedAtHeader). Per page: a navigation starts
 * afresh, and the oldest saved date of the page's cached answers is the one the walker sees.
 */

export type OfflineStatus = {
  online: boolean;
  /** The oldest saved date among the cached answers since the last navigation; undefined when none. */
  savedAt: Date | undefined;
  /** Whether an answer of this page came from the cache (its date may be unreadable). */
  fromCache: boolean;
};

// Where there is no navigator.onLine (Node in the unit tests), online is the safe guess.
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let status: OfflineStatus = { online: browserOnline(), savedAt: undefined, fromCache: false };
const listeners = new Set<() => void>();

function update(next: OfflineStatus): void {
  if (next.online === status.online && next.fromCache === status.fromCache && next.savedAt === status.savedAt) return;
  status = next;
  listeners.forEach((listener) => listener());
}

/**
 * Called by the fetch wrapper for every answer with its savedAtHeader value (null: a fresh answer,
 * which changes nothing: another answer of the same page may still be an old copy).
 */
export function recordAnswer(savedAtHeaderValue: string | null): void {
  if (savedAtHeaderValue === null) return;
  const saved = new Date(savedAtHeaderValue);
  const valid = !Number.isNaN(saved.getTime());
  const oldest = valid && (!status.savedAt || saved < status.savedAt) ? saved : status.savedAt;
  update({ ...status, fromCache: true, savedAt: oldest });
}

/**
 * A new page: what the previous page showed no longer counts. Called as the page's data is asked
 * for (web/app/route-data.tsx), before any of its answers can arrive, and so while rendering: the
 * banner hears of it just after.
 */
export function recordNavigation(): void {
  if (!status.fromCache && status.savedAt === undefined) return;
  status = { ...status, fromCache: false, savedAt: undefined };
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** Whether the banner shows: offline, or the page shows saved copies. */
export function showsOfflineBanner(current: OfflineStatus): boolean {
  return !current.online || current.fromCache;
}

let watching = false;

function watchOnline(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const sync = () => update({ ...status, online: browserOnline() });
  window.addEventListener('online', sync);
  window.addEventListener('offline', sync);
  sync();
}

function subscribe(listener: () => void): () => void {
  watchOnline();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The status as it is now (the hook's snapshot). */
export const currentOfflineStatus = (): OfflineStatus => status;

/** What the server's HTML says (it renders online, nothing saved): the first render of a hydrating page matches it. */
const asRenderedOnServer: OfflineStatus = { online: true, savedAt: undefined, fromCache: false };
const serverStatus = () => asRenderedOnServer;

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, currentOfflineStatus, serverStatus);
}
