import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTimedMessage } from '../components/timed-message';
import { failureText } from './failure-text';
import type { AdminListRowProps } from '../components/admin-list-table';
import { useAdminQuery, type AdminQuery } from './use-admin-query';

type Row = { id: number; published: boolean };

export type ListWriteOptions<T extends Row> = {
  publish: (row: T, published: boolean) => Promise<T>;
  remove: (row: T) => Promise<unknown>;
  /** SPEC §4: info pages and newsletters flip at once; a walk's row waits for the server's answer. */
  optimistic: boolean;
  texts: { success: string; toggleFailed: string; deleteFailed: string };
};

/** SPEC §9: success banners 3 s (walks, pages, newsletters), error banners 4 s. */
const successMs = 3000;
const errorMs = 4000;

/** A list screen's rows, loaded again after the outbox replayed writes, and their writes. */
export function usePublishedList<T extends Row>(
  key: string,
  get: (signal: AbortSignal) => Promise<T[]>,
  options: ListWriteOptions<T>,
) {
  const list = useAdminQuery(key, get, { reloadOnReplay: true });
  return { list, writes: useListWrites(list, options) };
}

/**
 * The writes of a list screen with publish switches and delete (walks, info pages, newsletters):
 * the row takes the server's answer; a failure shows the server's sentence and reloads the list, so
 * the next try uses the current version. Also the success banner after a save (`?saved=1`).
 */
export function useListWrites<T extends Row>(list: AdminQuery<T[]>, options: ListWriteOptions<T>) {
  const { publish, remove, optimistic, texts } = options;
  const [success, showSuccess] = useTimedMessage(successMs);
  const [error, showError] = useTimedMessage(errorMs);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);

  // The dialog gave the focus back to the row's delete button; once that row is gone the focus
  // would fall to the page's start. The screen's heading takes it, unless the admin moved on.
  useEffect(() => {
    if (deletions === 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [deletions]);

  // Back from a save: say it once, and drop the flag so a reload does not say it again.
  const saved = searchParams.get('saved') === '1';
  useEffect(() => {
    if (!saved) return;
    showSuccess(texts.success);
    setSearchParams(
      (params) => {
        params.delete('saved');
        return params;
      },
      { replace: true },
    );
  }, [saved, setSearchParams, showSuccess, texts.success]);

  const setRow = (row: T) => list.setData((rows) => rows.map((other) => (other.id === row.id ? row : other)));

  const run = async (row: T, write: () => Promise<void>, failed: string) => {
    setBusy((ids) => new Set(ids).add(row.id));
    try {
      await write();
    } catch (failure) {
      console.warn(`${failed} (${row.id}):`, failure);
      showError(failureText(failed, failure));
      // The row stays busy until the list is current, so the next click sends the new version.
      await list.reload();
    } finally {
      setBusy((ids) => new Set([...ids].filter((id) => id !== row.id)));
    }
  };

  const togglePublished = (row: T, published: boolean) => {
    // A second click while the first runs would send a stale version.
    if (busy.has(row.id)) return;
    if (optimistic) setRow({ ...row, published });
    void run(row, async () => setRow(await publish(row, published)), texts.toggleFailed);
  };

  const confirmDelete = () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    void run(
      row,
      async () => {
        await remove(row);
        list.setData((rows) => rows.filter((other) => other.id !== row.id));
        setDeletions((count) => count + 1);
        showSuccess(texts.success);
      },
      texts.deleteFailed,
    );
  };

  // A delete during a publish would send the version from before it.
  const requestDelete = (row: T) => {
    if (!busy.has(row.id)) setToDelete(row);
  };

  return {
    success,
    error,
    /** For the screen's h1 (with tabIndex={-1}), which takes the focus after a delete. */
    headingRef,
    /** The delete waiting for its confirmation (the ConfirmDialog's). */
    deletion: { pending: toDelete, confirm: confirmDelete, cancel: () => setToDelete(null) },
    /** What each row of the list's table gets. */
    rows: { busy, onTogglePublished: togglePublished, onDelete: requestDelete } satisfies AdminListRowProps<T>,
  };
}
