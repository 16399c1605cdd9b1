import Router from '@koa/router';
import type { AppDeps } from '../app';
import { parseId } from '../middleware/parse-id';
import { newsletterTexts, publicNewsletters } from './service';

/** GET /api/newsletters… (SPEC §7). */
export function publicNewsletterRoutes({ store }: AppDeps): Router {
  const newsletters = publicNewsletters(store);
  const router = new Router({ prefix: '/api/newsletters' });

  router.get('/', (ctx) => {
    ctx.body = newsletters.list();
  });
  router.get('/:id', (ctx) => {
    ctx.body = newsletters.get(parseId(ctx.params.id, newsletterTexts.notFound));
  });
  return router;
}
