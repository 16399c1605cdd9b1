import { apiRequest } from '../../lib/api-client';
import { endSessionOn401 } from '../lib/admin-api';
import { authorizationHeader } from '../lib/session';

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Mutation<T = unknown> = {
  method: MutationMethod;
  url: string;
  /** A plain value goes as JSON, a FormData as multipart (uploads, the walk's eventData). */
  body?: unknown;
  /** The loaded record's `version`: sent as If-Match, so a change made meanwhile answers 409, not a silent overwrite. */
  version?: number | undefined;
  /**
   * Offline, or when the network fails, the write waits in the outbox and the screen takes this as
   * the answer (the record as it will be). Without it the write is refused offline (sending a
   * newsletter, promoting or demoting, a password change).
   */
  whenQueued?: () => T;
};

/**
 * Every admin write goes through here (ARCHITECTURE.md "Offline"): a fresh Idempotency-Key, so a
 * repeat after a lost answer is applied once, and If-Match when the screen loaded a version.
 * The offline outbox (IndexedDB queue, replay) comes in behind this one function.
 * Throws ApiError: status 409 carries the server's conflict message.
 */
export function mutate<T = unknown>({ method, url, body, version }: Mutation<T>): Promise<T> {
  const headers: Record<string, string> = {
    ...authorizationHeader(),
    'Idempotency-Key': idempotencyKey(),
    ...(version !== undefined ? { 'If-Match': `"${version}"` } : {}),
  };
  return apiRequest<T>(url, { method, body, headers }).catch(endSessionOn401);
}

/** A random key; randomUUID exists only in secure contexts, and a club may run the app over plain http on its LAN. */
function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
