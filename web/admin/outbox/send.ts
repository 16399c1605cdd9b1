import { fallbackMessages } from '../../lib/api-client';
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
  const body = fromStoredBody(init.body);
  const isForm = body instanceof FormData;
  const hasJson = body !== undefined && !isForm;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        ...(hasJson ? { 'Content-Type': 'application/json' } : {}),
        Authorization: `Bearer ${init.token}`,
        'Idempotency-Key': init.idempotencyKey,
        ...(init.version !== undefined ? { 'If-Match': `"${init.version}"` } : {}),
      },
      body: isForm ? body : hasJson ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(timeoutFor(init.body)),
    });
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
