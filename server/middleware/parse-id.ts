import { idPattern } from '../contracts/common';
import { NotFoundError } from '../errors';

/** A path id as a positive integer; anything else is a record that cannot exist, so a 404. */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (!raw || !idPattern.test(raw)) throw new NotFoundError(notFoundMessage);
  return Number(raw);
}
