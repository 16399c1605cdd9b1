import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import type { QueryState } from '../../lib/use-query';

export type AdminQuery<T> = {
  state: QueryState<T>;
  /** Fetches again, keeping what is shown until the answer is in. */
  reload: () => void;
  /** Changes what is shown without a fetch, e.g. a row replaced by the server's answer to a write. */
  setData: (update: (data: T) => T) => void;
};

/**
 * An admin GET: loads when `key` changes (null: nothing yet), can be reloaded and updated in place.
 * A reload does not blank the list the admin is looking at; a failed one shows the error.
 */
export function useAdminQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): AdminQuery<T> {
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>({
    key,
    value: { status: 'loading' },
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((previous) => (previous.key === key ? previous : { key, value: { status: 'loading' } }));
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Ophalen mislukt (${key}):`, error);
        const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
        setState({ key, value: { status: 'error', error: apiError } });
      },
    );
    return () => controller.abort();
    // The key names what is fetched; a new fetcher function on each render must not refetch.
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((previous) =>
        previous.value.status === 'success'
          ? { ...previous, value: { status: 'success', data: update(previous.value.data) } }
          : previous,
      ),
    [],
  );
  return { state: state.key === key ? state.value : { status: 'loading' }, reload, setData };
}
