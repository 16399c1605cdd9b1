import { useEffect, useRef } from 'react';
import { useReloadableQuery, type ReloadableQuery } from '../../lib/use-query';
import { useOutboxRevision } from '../outbox/use-outbox';

/** Admin screens load with the reloadable query of web/lib: lists reload after a failed write and take rows in place. */
export type AdminQuery<T> = ReloadableQuery<T>;

/**
 * The reloadable query, loaded again after the outbox replayed writes, so a screen shows what the
 * server now has (new versions, real ids) instead of what it showed while the writes waited.
 */
export function useAdminQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const query = useReloadableQuery(key, fetcher);
  const revision = useOutboxRevision();
  const seen = useRef(revision);
  const { reload } = query;
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    if (key !== null) void reload();
  }, [revision, reload, key]);
  return query;
}
