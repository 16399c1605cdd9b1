import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';
import { isSettled, queryStateOf, usePreloaded } from './preloaded-queries';

import type { Query, QueryState } from './query';

export type { Query, QueryState };

export type ReloadableQuery<T> = {
  state: QueryState<T>;
  /** Fetches again, keeping what is shown until the answer is in; settles when it is. */
  reload: () => Promise<void>;
  /** Changes what is shown without a fetch, e.g. a row replaced by the server's answer to a write. */
  setData: (update: (data: T) => T) => void;
};

/**
 * Runs `fetcher` when the component mounts and again whenever `key` changes (null: nothing to
 * fetch yet) or `reload` is called. An answer for an old key is dropped; leaving the page aborts
 * the request. A reload does not blank what is shown; a failed one shows the error.
 * When the route's data function already fetched the key (web/lib/preloaded-queries.ts), its answer
 * is used instead: in the first render when the server sent it, else once it arrives.
 */
export function useReloadableQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
): ReloadableQuery<T> {
  const preloaded = usePreloaded(key);
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>(() => ({
    key,
    value: isSettled(preloaded) ? queryStateOf<T>(preloaded) : { status: 'loading' },
  }));
  const [round, setRound] = useState(0);
  // Callers of reload() waiting for the next answer (a list must be current before a row is used again).
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    if (key === null) return;
    if (round === 0 && preloaded !== undefined) {
      if (isSettled(preloaded)) {
        setState((previous) => (previous.key === key ? previous : { key, value: queryStateOf<T>(preloaded) }));
        return;
      }
      let current = true;
      setState((previous) => (previous.key === key ? previous : { key, value: { status: 'loading' } }));
      void preloaded.then((answer) => {
        if (!current) return;
        if (answer.status === 'error') console.warn(`Ophalen mislukt (${key}):`, answer.error.message);
        setState({ key, value: queryStateOf<T>(answer) });
      });
      return () => {
        current = false;
      };
    }
    const controller = new AbortController();
    setState((previous) => (previous.key === key ? previous : { key, value: { status: 'loading' } }));
    const settled = () => waiting.current.splice(0).forEach((resolve) => resolve());
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ key, value: { status: 'success', data } });
        settled();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        settled();
        // SPEC §7: failed fetches are logged; the screen decides what to show.
        console.warn(`Ophalen mislukt (${key}):`, error);
        const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
        setState({ key, value: { status: 'error', error: apiError } });
      },
    );
    return () => controller.abort();
    // The key names what is fetched; a new fetcher function on each render must not refetch.
  }, [key, round, preloaded]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setRound((n) => n + 1);
      }),
    [],
  );
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((previous) =>
        previous.value.status === 'success'
          ? { ...previous, value: { status: 'success', data: update(previous.value.data) } }
          : previous,
      ),
    [],
  );
  // Until the effect has run for a new key, the old answer must not show under the new key.
  const shown: QueryState<T> =
    state.key === key ? state.value : isSettled(preloaded) ? queryStateOf<T>(preloaded) : { status: 'loading' };
  return { state: shown, reload, setData };
}

/** The state of a read-only GET (the public pages); null: nothing to fetch yet. */
export function useQuery<T>(query: Query<T> | null): QueryState<T> {
  return useReloadableQuery(query?.key ?? null, (signal) => (query ? query.fetch(signal) : Promise.reject())).state;
}

/** The data when it has loaded, else `fallback` (for sections that stay empty on failure, SPEC §7). */
export function dataOr<T>(state: QueryState<T>, fallback: T): T {
  return state.status === 'success' ? state.data : fallback;
}
