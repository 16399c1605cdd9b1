import { NotFoundError } from '../errors';

/** A path id as a positive integer; anything else is a record that cannot exist, so a 404. */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) throw new NotFoundError(notFoundMessage);
  return Number(raw);
}
