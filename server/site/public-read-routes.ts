import type Router from '@koa/router';
import type { AnswerPublicRead } from './public-read-answers';
import { createRouter } from '../http/router';

/**
 * GET /api/site-config, the walk, member, page and newsletter lists (server/site/public-reads.ts):
 * Koa's way to the answers the fast path in front of Koa sends too, for the requests it leaves to
 * Koa (another spelling of the URL) and for the 405s of other methods.
 */
export function publicReadRoutes(answer: AnswerPublicRead, paths: readonly string[]): Router {
  const router = createRouter();
  for (const path of paths) {
    router.get(path, (ctx) => {
      const found = answer(path, ctx.headers);
      if (!found) return;
      ctx.status = found.status;
      for (let i = 0; i + 1 < found.headers.length; i += 2) ctx.set(found.headers[i]!, found.headers[i + 1]!);
      if (found.body) ctx.body = found.body;
    });
  }
  return router;
}
