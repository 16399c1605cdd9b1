import { fallbackMessages, requestInit } from '../../lib/api-client';
import { timeoutFor, type Received } from './answers';
import type { StoredBody } from './db';
import { setOffline } from './outbox-store';
import { fromStoredBody } from './queue';
import { isPlainObject } from './rewrite';

/**
 * The replay's HTTP part: one stored request sent with the replay's bearer token, its own
 * Idempotency-Key and If-Match, and the server's message when it refused.
 */

/** What sending one queued write or photo led to: go on with the next, or stop this pass. */
export type Outcome = 'done' | 'stop';

/** The headers of every admin write, sent now or replayed: the token, its Idempotency-Key, If-Match from the loaded version. */
export function writeHeaders(
  authorization: Record<string, string>,
  idempotencyKey: string,
  version: number | undefined,
): Record<string, string> {
  return {
    ...authorization,
    'Idempotency-Key': idempotencyKey,
    ...(version !== undefined ? { 'If-Match': `"${version}"` } : {}),
  };
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * One request with the replay's bearer token; undefined when no answer came (network, timeout).
 * JSON gets a minute; an upload gets time by its size, so a large photo on a weak link can finish.
 */
export async function request(
  url: string,
  init: { method: string; body: StoredBody; idempotencyKey: string; token: string; version?: number | undefined },
): Promise<Received | undefined> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(
      url,
      requestInit({
        method: init.method,
        body: fromStoredBody(init.body),
        headers: writeHeaders({ Authorization: `Bearer ${init.token}` }, init.idempotencyKey, init.version),
        signal: AbortSignal.timeout(timeoutFor(init.body)),
      }),
    );
    text = await response.text();
  } catch {
    setOffline(true);
    return undefined;
  }
  // A redirect is a captive portal or a login page in between, not the server.
  setOffline(response.redirected);
  return { status: response.status, redirected: response.redirected, text };
}

export function messageOf(answered: { status: number; body: unknown }): string {
  const message = isPlainObject(answered.body) ? answered.body.message : undefined;
  return typeof message === 'string' && message !== '' ? message : fallbackMessages.status(answered.status);
}
