import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';

type Entry = { key: string; json: string; etag: string; gzip?: Buffer };

const compressFrom = 1024;

/**
 * Public lists change only when their data does, yet phones ask for them all the time. Each
 * answer is computed, serialized and (when asked) gzipped once per data revision; a client that
 * already holds it gets a 304 on its ETag.
 */
export function createJsonCache() {
  const entries = new Map<string, Entry>();

  /** Answers the JSON of `compute()` for `name`, recomputed only when `key` changes; null answers 204. */
  return function sendCached(ctx: Context, name: string, key: string, compute: () => unknown): void {
    let entry = entries.get(name);
    if (!entry || entry.key !== key) {
      const json = JSON.stringify(compute());
      entry = { key, json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
      entries.set(name, entry);
    }

    if (entry.json === 'null') {
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
    ctx.type = 'json';
    if (entry.json.length >= compressFrom && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      entry.gzip ??= gzipSync(entry.json, { level: 6 });
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = entry.gzip;
      return;
    }
    ctx.body = entry.json;
  };
}
