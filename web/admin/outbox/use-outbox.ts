import { trimTrailingSlashes } from '../../../server/contracts/trim';
import { useOutboxStore } from './outbox-store';

const noIds: ReadonlySet<number> = new Set();

/** How many writes wait in the outbox (the header's count). */
export function usePendingCount(): number {
  return useOutboxStore((state) => state.pendingCount);
}

/**
 * Ids of the records in a collection with queued writes, e.g. usePendingIds(adminApiPaths.events.list):
 * rows show a pending mark. The set keeps its identity while its ids do not change.
 */
export function usePendingIds(collectionUrl: string): ReadonlySet<number> {
  return useOutboxStore((state) => state.pendingIds.get(trimTrailingSlashes(collectionUrl)) ?? noIds);
}

/** Bumps after replayed writes (and a choice in the dialog): screens load again what the server now has. */
export function useOutboxRevision(): number {
  return useOutboxStore((state) => state.revision);
}

/** Whether the last request found no network (the header's 'Offline'). */
export function useOffline(): boolean {
  return useOutboxStore((state) => state.offline);
}
