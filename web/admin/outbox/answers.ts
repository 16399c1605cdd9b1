import { twoStepTexts } from '../../../server/contracts/two-step';
import type { StoredBody } from './db';

/**
 * How the replay reads an answer (pure, for the unit tests). Only a real answer of the server
 * settles a write: a captive portal's page after a redirect, or a proxy's 502 during a deploy, is
 * no answer at all, so the write stays pending and is sent again later with the same key.
 */
export type Verdict =
  | { kind: 'ok'; answer: unknown }
  /**
   * No usable answer (network, timeout, redirect, not JSON, 5xx, 408, 429), or a session that may only
   * set up two-step verification yet: tried again later.
   */
  | { kind: 'later' }
  /** The token was refused: the queue waits for the next login. */
  | { kind: 'login' }
  /** A 409 or another 4xx: the admin chooses in the dialog. */
  | { kind: 'refused'; status: number; body: unknown };

export type Received = { status: number; redirected: boolean; text: string };

export function verdictOf(method: string, received: Received | undefined): Verdict {
  if (!received || received.redirected) return { kind: 'later' };
  const { status, text } = received;
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    if (status === 204 || (text === '' && method === 'DELETE')) return { kind: 'ok', answer: undefined };
    return body.ok ? { kind: 'ok', answer: body.value } : { kind: 'later' };
  }
  if (status === 401) return { kind: 'login' };
  if (status >= 500 || status === 408 || status === 429 || status < 400) return { kind: 'later' };
  // Not a refusal of the write: the admin sets up two-step verification first, then the writes go.
  if (status === 403 && body.ok && isEnrolFirst(body.value)) return { kind: 'later' };
  return { kind: 'refused', status, body: body.ok ? body.value : undefined };
}

const isEnrolFirst = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { message?: unknown }).message === twoStepTexts.enrolFirst;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A replayed JSON request that hangs this long counts as a lost connection (tried again later). */
export const jsonTimeoutMs = 60_000;
/** Multipart bodies (photos) get time by their size: this rate is a weak mobile link at worst. */
const slowestBytesPerSecond = 4_000;

/** How long a replayed request may take: a minute for JSON, plus a weak link's time for each upload's bytes. */
export function timeoutFor(body: StoredBody): number {
  if (body.kind !== 'form') return jsonTimeoutMs;
  const bytes = body.entries.reduce(
    (sum, [, value]) => sum + (typeof value === 'string' ? value.length : value.blob.size),
    0,
  );
  return jsonTimeoutMs + Math.ceil((bytes / slowestBytesPerSecond) * 1000);
}

/**
 * Whether a queued item is the signed-in member's to send. Items stored without a member, and any
 * item while the token names no member we can read, are left to the server to judge.
 */
export function isMine(item: { memberId?: number }, memberId: number | undefined): boolean {
  return item.memberId === undefined || memberId === undefined || item.memberId === memberId;
}
