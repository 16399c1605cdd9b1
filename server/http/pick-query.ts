/**
 * A list's own query parameters (`keys`), as given; other parameters (a cache buster) are no business of
 * it. A repeated one stays an array, for its schema to refuse.
 */
export function pickQuery(
  query: Record<string, string | string[] | undefined>,
  keys: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of keys) if (query[name] !== undefined) picked[name] = query[name];
  return picked;
}
