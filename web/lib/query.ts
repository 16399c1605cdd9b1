import type { ApiError } from './api-client';

/** A GET a screen makes: its key (what is shown under it) and how to fetch it. A route's data function lists these. */
export type Query<T> = { key: string; fetch: (signal?: AbortSignal) => Promise<T> };

/** What a screen shows while a GET is under way, after it failed, and once it answered. */
export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'success'; data: T };
