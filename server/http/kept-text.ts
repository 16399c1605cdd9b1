import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/**
 * An answer made once and sent many times (a public read, a page, a feed, the admin member list): its
 * body, and its gzip once a client has asked for it (null: too small to be worth it).
 */
export type KeptBody = { readonly body: string | Buffer | null; gzip?: Buffer | null | undefined };

/** A text answer as kept: its body, its ETag, and its gzip, made on the first request that accepts it. */
export type KeptText = { body: string; etag: string; gzip?: Buffer | null };

/** Below this a gzip saves less than its own headers cost (koa-compress's threshold too). */
const gzipFrom = 1024;

/** The weak ETag of a body: a digest of its bytes, so an unchanged answer keeps its tag. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function keptText(body: string): KeptText {
  return { body, etag: etagOf(body) };
}

/** The body's gzip, made on the first call and kept beside it for every later one; null when not worth it. */
export function gzipOnce(kept: KeptBody): Buffer | null {
  if (kept.gzip === undefined) {
    kept.gzip = kept.body !== null && kept.body.length >= gzipFrom ? gzipSync(kept.body, { level: 6 }) : null;
  }
  return kept.gzip;
}

/**
 * Sends a kept text: a 304 when the client holds it (its ETag), else the body of `type`, gzipped
 * once rather than per request when the client accepts it and it is worth it.
 */
export function sendKeptText(ctx: Context, kept: KeptText, type: string): void {
  ctx.status = 200;
  ctx.set('ETag', kept.etag);
  ctx.set('Cache-Control', 'no-cache');
  // A 304 names what the answer varies on too.
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  sendGzippedOnce(ctx, kept, type);
}

/** Sends a kept body of `type` (Vary: Accept-Encoding), gzipped once (gzipOnce) when the client accepts it. */
export function sendGzippedOnce(ctx: Context, kept: KeptBody & { body: string | Buffer }, type: string): void {
  ctx.vary('Accept-Encoding');
  ctx.type = type;
  const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip' ? gzipOnce(kept) : null;
  if (gzip) {
    ctx.compress = false;
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzip;
    return;
  }
  ctx.body = kept.body;
}
