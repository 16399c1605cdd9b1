import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

/**
 * Turns an object body into its JSON text once. Left to Koa, a JSON body is stringified twice
 * when compression is on: once to learn its length, once to send it.
 */
export function serializeJson(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (
      body === null ||
      body === undefined ||
      typeof body === 'string' ||
      Buffer.isBuffer(body) ||
      body instanceof Stream
    ) {
      return;
    }
    ctx.body = JSON.stringify(body);
    ctx.type = 'json';
  };
}
