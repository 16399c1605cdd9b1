import { NotFoundError } from '../errors';

/** What a record id looks like in a path: a positive integer, safe as a JS number. */
export const idPattern = /^[1-9]\d{0,14}$/;

/** A path id as a positive integer; anything else is a record that cannot exist, so a 404. */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (!raw || !idPattern.test(raw)) throw new NotFoundError(notFoundMessage);
  return Number(raw);
}
