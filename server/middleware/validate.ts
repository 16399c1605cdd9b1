import type { Middleware } from 'koa';
import type { z } from 'zod';
import { parseInput } from '../validation';

/** What validate() leaves for the route behind it. */
export type Validated<T> = { input: T };

/**
 * Parses the request body with a contract's schema before the route runs: the route reads the typed
 * result from ctx.state.input, and bad input never reaches it (a 400 with a Dutch message per field).
 * For input that is the route's own business. A write that a service owns passes the raw body on, and
 * the service parses it (validation.ts), so its rules hold for every caller, the CLI included.
 */
export function validate<S extends z.ZodType, State = object>(
  schema: S,
  message?: string,
): Middleware<State & Validated<z.output<S>>> {
  return (ctx, next) => {
    ctx.state.input = parseInput(schema, ctx.request.body, message);
    return next();
  };
}
