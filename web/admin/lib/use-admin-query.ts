import { useEffect, useRef } from 'react';
import { useReloadableQuery, type ReloadableQuery } from '../../lib/use-query';
import { useOutboxRevision } from '../outbox/use-outbox';

/** Admin screens load with the reloadable query of web/lib: lists reload after a failed write and take rows in place. */
export type AdminQuery<T> = ReloadableQuery<T>;

export type AdminQueryOptions = {
  /**
   * Load again after the outbox replayed writes, so a list shows what the server now has (new
   * versions, real ids). For lists only: an edit form must keep the version it loaded (If-Match)
   * and what the admin typed, and a record created offline has no server copy under its stand-in id.
   */
  reloadOnReplay?: boolean;
};

/** The reloadable query of an admin screen; lists opt in to a reload after each replay. */
export function useAdminQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { reloadOnReplay = false }: AdminQueryOptions = {},
): AdminQuery<T> {
  const query = useReloadableQuery(key, fetcher);
  const revision = useOutboxRevision();
  const seen = useRef(revision);
  const { reload } = query;
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    if (reloadOnReplay && key !== null) void reload();
  }, [revision, reload, key, reloadOnReplay]);
  return query;
}
