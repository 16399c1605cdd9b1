import { ApiError } from '../../lib/api-client';

/**
 * SPEC §7: some answers must hold JSON (a page, a publish result). An empty 200 would otherwise
 * reach the screen as `undefined` and break it; it becomes a failure with the spec's sentence.
 */
export async function requireAnswer<T>(answer: Promise<T | undefined>, emptyMessage: string): Promise<T> {
  const value = await answer;
  if (value === undefined || value === null) throw new ApiError(200, emptyMessage);
  return value;
}
