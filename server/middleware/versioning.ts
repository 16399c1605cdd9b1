import type { Context } from 'koa';
import { BadRequestError, ConflictError } from '../errors';

/** `ETag: "<version>"` on admin reads and write answers. */
export function setVersionTag(ctx: Context, record: { version: number }): void {
  ctx.set('ETag', `"${record.version}"`);
}

/** The version an If-Match header names; undefined when absent or `*` (the spec's client sends none). */
export function expectedVersion(ctx: Context): number | undefined {
  const header = ctx.get('If-Match').trim();
  if (header === '' || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,12})"?$/.exec(header);
  if (!match) throw new BadRequestError('De If-Match-header is ongeldig.');
  return Number(match[1]);
}

/** A stale write's 409 answers the record as the client knows it, not as it lies in the store. */
export async function presentConflict<T, Stored>(write: Promise<T>, present: (current: Stored) => unknown): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConflictError && error.current !== undefined) {
      throw new ConflictError(error.message, present(error.current as Stored));
    }
    throw error;
  }
}
