import type { PageRead } from '../../server/contracts/page-reads';
import { apiGet } from './api-client';
import type { Query } from './query';
import { bearerHeader } from './session-token';

/** A page's API read (server/contracts/page-reads.ts) as the browser fetches it. */
export async function fetchRead<T>(read: PageRead<T>, signal?: AbortSignal): Promise<T> {
  const answer = await apiGet<unknown>(read.url, {
    ...(read.withSession ? { headers: bearerHeader() } : {}),
    ...(signal ? { signal } : {}),
  });
  return read.fromJson ? read.fromJson(answer) : (answer as T);
}

/** The read as a screen's query: under its key, which the page's data block uses too. */
export function readQuery<T>(read: PageRead<T>): Query<T> {
  return { key: read.key, fetch: (signal) => fetchRead(read, signal) };
}
