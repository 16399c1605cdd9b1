import Router from '@koa/router';
import type { AppDeps } from '../app';
import { createJsonCache } from '../middleware/cached-json';
import { parseId } from '../middleware/parse-id';
import { newsletterTexts, publicNewsletters } from './service';

/** GET /api/newsletters… (SPEC §7). */
export function publicNewsletterRoutes({ store }: AppDeps): Router {
  const newsletters = publicNewsletters(store);
  const sendCached = createJsonCache();
  const router = new Router({ prefix: '/api/newsletters' });

  router.get('/', (ctx) => sendCached(ctx, 'list', String(store.newsletters.revision), newsletters.list));
  router.get('/:id', (ctx) => {
    ctx.body = newsletters.get(parseId(ctx.params.id, newsletterTexts.notFound));
  });
  return router;
}
