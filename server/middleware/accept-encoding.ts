import type { Middleware } from 'koa';

/**
 * A client that refuses every coding we could send, identity included ("identity;q=0, gzip;q=0"),
 * gets the answer uncompressed. koa-compress finds no coding then and sets an undefined
 * Content-Encoding, a 500. RFC 9110 §12.5.3 allows a 406 too; a page that still opens is kinder.
 * Goes before koa-compress, which skips a response whose ctx.compress is false.
 */
export function uncompressedWhenAllRefused(): Middleware {
  return (ctx, next) => {
    if (!ctx.acceptsEncodings('gzip', 'identity')) (ctx as { compress?: boolean }).compress = false;
    return next();
  };
}
