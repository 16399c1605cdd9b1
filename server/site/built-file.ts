import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the web build (dist/), turned into what the server answers and kept in memory: read again
 * only when a new build replaced it. Answers undefined while the file is missing (not built yet); a
 * failing `transform` throws, and the next call tries again.
 */
export function builtFile(file: string, transform: (source: string) => string): () => Promise<string | undefined> {
  let cached: { mtimeMs: number; body: string } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, body: transform(await readFile(file, 'utf8')) };
    return cached.body;
  };
}
