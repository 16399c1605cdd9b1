import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

/** A text answer as kept: its body, its ETag, and its gzip, made on the first request that accepts it. */
export type KeptText = { body: string; etag: string; gzip?: Buffer };

const compressFrom = 1024;

export function keptText(body: string): KeptText {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
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

/**
 * Sends a kept body of `type` (Vary: Accept-Encoding), gzipped once, on the first request that
 * accepts it, and that gzip kept beside it for every later one, when it is worth compressing.
 */
export function sendGzippedOnce(ctx: Context, kept: { body: string | Buffer; gzip?: Buffer }, type: string): void {
  ctx.vary('Accept-Encoding');
  ctx.type = type;
  if (kept.body.length >= compressFrom && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    kept.gzip ??= gzipSync(kept.body, { level: 6 });
    ctx.compress = false;
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = kept.gzip;
    return;
  }
  ctx.body = kept.body;
}
