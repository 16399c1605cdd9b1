import type { OfflineBatch } from '../contracts';

/**
 * A list and its first `count` entries in full, each under the URL that answers it alone (contracts/
 * offline.ts): the pages and the newest newsletters as a walker may want them offline.
 */
export function listAndItems<T>(
  list: { url: string; entries: T[] },
  count: number,
  item: (entry: T) => [url: string, answer: unknown],
): OfflineBatch {
  const answers: Record<string, unknown> = { [list.url]: list.entries };
  for (const entry of list.entries.slice(0, count)) {
    const [url, answer] = item(entry);
    answers[url] = answer;
  }
  return { answers };
}
