import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

type Entry = { key: string; body: string | null; etag: string; gzip?: Buffer };

const compressFrom = 1024;

/**
 * Public answers change only when their data does, yet phones, crawlers and feed readers ask for
 * them all the time. Each answer is computed and (when asked) gzipped once per data revision; a
 * client that already holds it gets a 304 on its ETag.
 */
export function createTextCache(type: string) {
  const entries = new Map<string, Entry>();

  /** Answers `compute()` for `name`, recomputed only when `key` changes; null answers 204. */
  return function sendCached(ctx: Context, name: string, key: string, compute: () => string | null): void {
    let entry = entries.get(name);
    if (!entry || entry.key !== key) {
      const body = compute();
      entry = {
        key,
        body,
        etag: `W/"${createHash('sha1')
          .update(body ?? '')
          .digest('base64url')}"`,
      };
      entries.set(name, entry);
    }

    if (entry.body === null) {
      ctx.status = 204;
      return;
    }
    ctx.status = 200;
    ctx.set('ETag', entry.etag);
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = type;
    if (entry.body.length >= compressFrom && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
      return;
    }
    ctx.body = entry.body;
  };
}
