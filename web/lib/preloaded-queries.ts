import { createContext, useContext } from 'react';
import type { SettledRead } from '../../server/contracts/page-reads';
import { ApiError } from './api-client';
import type { Query, QueryState } from './query';

/**
 * The answers a route's data function fetched before its page rendered (web/app/routes.tsx): on the
 * server, read from the services for the HTML, then embedded in the page for hydration; in the
 * browser on each navigation.
 * Screens keep asking through useQuery: a key found here is not fetched again.
 */

/** An answer as it travels in the page: plain JSON, the error without its class. */
export type SettledQuery = SettledRead;

/** Per query key: the answer, or (in the browser, during a navigation) the answer to come. */
export type PreloadedQueries = Record<string, SettledQuery | Promise<SettledQuery>>;

const PreloadedQueriesContext = createContext<PreloadedQueries>({});
export const PreloadedQueriesProvider = PreloadedQueriesContext.Provider;

export function usePreloaded(key: string | null): SettledQuery | Promise<SettledQuery> | undefined {
  const preloaded = useContext(PreloadedQueriesContext);
  return key === null ? undefined : preloaded[key];
}

/** Runs a query to its end; a failure is an answer too (the page shows it), never a thrown error. */
export async function settle(query: Query<unknown>): Promise<SettledQuery> {
  try {
    return { status: 'success', data: await query.fetch() };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(0, String(error));
    return {
      status: 'error',
      error: { status: apiError.status, message: apiError.message, fromServer: apiError.fromServer },
    };
  }
}

/** A page's queries started at once, not waited for: the page shows its loading states meanwhile. */
export function startQueries(queries: Query<unknown>[]): PreloadedQueries {
  return Object.fromEntries(onePerKey(queries).map((query) => [query.key, settle(query)]));
}

/** A layout and its page may name the same query: it is asked once. */
function onePerKey(queries: Query<unknown>[]): Query<unknown>[] {
  return [...new Map(queries.map((query) => [query.key, query])).values()];
}

/** What a screen shows for an answer. */
export function queryStateOf<T>(settled: SettledQuery): QueryState<T> {
  if (settled.status === 'success') return { status: 'success', data: settled.data as T };
  const { status, message, fromServer } = settled.error;
  return { status: 'error', error: new ApiError(status, message, undefined, fromServer) };
}

export function isSettled(value: SettledQuery | Promise<SettledQuery> | undefined): value is SettledQuery {
  return value !== undefined && !(value instanceof Promise);
}
