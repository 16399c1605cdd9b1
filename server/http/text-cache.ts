import type { Context } from 'koa';
import { keptText, sendKeptText, type KeptText } from './kept-text';

type Entry = { key: string; kept: KeptText | null };

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
      entry = { key, kept: body === null ? null : keptText(body) };
      entries.set(name, entry);
    }
    if (entry.kept === null) {
      ctx.status = 204;
      return;
    }
    sendKeptText(ctx, entry.kept, type);
  };
}
