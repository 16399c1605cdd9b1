import { Stream } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { BadRequestError, ConflictError } from '../errors';
import type { Store } from '../store';

const dayMs = 24 * 60 * 60 * 1000;

/** Who sent the write, as the admin gate (server/auth/gate.ts) leaves it: a key is each admin's own. */
type SignedIn = { admin: { memberId: number } };
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const idempotencyTexts = {
  badKey: 'De Idempotency-Key is ongeldig (1 tot 200 tekens).',
  reused: 'Deze Idempotency-Key werd al gebruikt voor een andere aanvraag.',
} as const;

/** Answers that carry a secret, which no file may hold: never kept, so a repeat runs again. */
const notKept = new WeakSet<object>();

/**
 * Marks this answer as one the store must never keep for a replay: it carries a secret that signs in
 * (a new two-step secret, the recovery codes). A repeat with the same key is then simply handled again.
 */
export function keepNoCopy(ctx: object): void {
  notKept.add(ctx);
}

/**
 * Admin writes with an `Idempotency-Key`: the first successful answer is kept for 24 h and
 * replayed for a repeat, which does nothing again. The offline outbox relies on this when it
 * cannot know whether a write reached the server before the connection dropped.
 */
export function idempotency(deps: { store: Store; now: () => Date }): Middleware<SignedIn> {
  const inFlight = new Map<string, Promise<unknown>>();

  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!writeMethods.has(ctx.method) || key === '') return next();
    if (key.length > 200) throw new BadRequestError(idempotencyTexts.badKey);
    const { memberId } = ctx.state.admin;
    const slot = `${memberId}:${key}`;

    // A repeat that arrives while the first is still running waits for it.
    while (inFlight.has(slot)) await inFlight.get(slot)!.catch(() => undefined);
    if (replay(ctx, deps, memberId, key)) return;

    const handled = (async () => {
      await next();
      // A download (a stream, the selection's Excel file) writes nothing: a repeat simply makes it again.
      if (ctx.status < 200 || ctx.status >= 300 || ctx.body instanceof Stream || notKept.has(ctx)) return;
      // Kept before the slot is freed, so a waiting repeat finds it.
      const cutoff = deps.now().getTime() - dayMs;
      await deps.store.idempotency.removeWhere((entry) => Date.parse(entry.createdAt) < cutoff);
      await deps.store.idempotency.create({
        key,
        memberId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        body: ctx.body ?? null,
        etag: ctx.response.get('ETag') || null,
        createdAt: deps.now().toISOString(),
      });
    })();
    inFlight.set(slot, handled);
    try {
      await handled;
    } finally {
      inFlight.delete(slot);
    }
  };
}

function replay(ctx: Context, deps: { store: Store; now: () => Date }, memberId: number, key: string): boolean {
  const cutoff = deps.now().getTime() - dayMs;
  const first = deps.store.idempotency.find(
    (entry) => entry.memberId === memberId && entry.key === key && Date.parse(entry.createdAt) >= cutoff,
  );
  if (!first) return false;
  if (first.method !== ctx.method || first.path !== ctx.path) throw new ConflictError(idempotencyTexts.reused);
  ctx.status = first.status;
  if (first.body !== null) ctx.body = first.body;
  if (first.etag) ctx.set('ETag', first.etag);
  ctx.set('Idempotent-Replayed', 'true');
  return true;
}
