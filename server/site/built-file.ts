import { readFile, stat } from 'node:fs/promises';

/** How long a file's modification time is trusted before it is looked at again. */
const recheckMs = 1000;

/**
 * A file of the web build (dist/), turned into what the server answers and kept in memory: read again
 * only when a new build replaced it (noticed within a second: every page view asks, and a stat each
 * time would cost more than the answer). Answers undefined while the file is missing (not built yet);
 * a failing `transform` throws, and the next call tries again.
 */
export function builtFile(file: string, transform: (source: string) => string): () => Promise<string | undefined> {
  let cached: { mtimeMs: number; body: string } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = performance.now();
    if (cached && now - checkedAt < recheckMs) return cached.body;
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      cached = undefined;
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, body: transform(await readFile(file, 'utf8')) };
    checkedAt = now;
    return cached.body;
  };
}
