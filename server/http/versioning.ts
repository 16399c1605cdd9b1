import type { Context } from 'koa';
import { AppError, BadRequestError, ConflictError } from '../errors';

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

/**
 * The version a write must name: without If-Match it is refused (428 with `message`), so a client
 * that forgot the header cannot silently overwrite what another admin saved. `*` says "whatever the
 * version" on purpose and is taken.
 */
export function requiredVersion(ctx: Context, message: string): number | undefined {
  if (ctx.get('If-Match').trim() === '') throw new AppError(428, message);
  return expectedVersion(ctx);
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

/** A record with its ETag. */
export function answerRecord(ctx: Context, record: { version: number }, status = 200): void {
  ctx.status = status;
  setVersionTag(ctx, record);
  ctx.body = record;
}

/**
 * Answers an admin write: the written record with its ETag, 204 for a delete, or for a stale
 * If-Match a 409 whose `current` is the record as `present` shows it to clients.
 */
export function writeAnswer<Stored>(present: (current: Stored) => unknown) {
  return async (ctx: Context, write: Promise<{ version: number } | void>, status = 200): Promise<void> => {
    const written = await presentConflict(write, present);
    if (written) answerRecord(ctx, written, status);
    else ctx.status = 204;
  };
}
