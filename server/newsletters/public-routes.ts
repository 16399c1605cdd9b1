import Router from '@koa/router';
import type { AppDeps } from '../app';
import { createJsonCache, createTextCache } from '../middleware/cached-json';
import { parseId } from '../middleware/parse-id';
import { newsletterFeedXml } from './feed';
import { newsletterTexts, publicNewsletters } from './service';

/** GET /api/newsletters… (SPEC §7). */
export function publicNewsletterRoutes({ config, store }: AppDeps): Router {
  const newsletters = publicNewsletters(store);
  const sendCached = createJsonCache();
  const sendFeed = createTextCache('application/rss+xml; charset=utf-8');
  const router = new Router({ prefix: '/api/newsletters' });

  router.get('/', (ctx) => sendCached(ctx, 'list', String(store.newsletters.revision), newsletters.list));
  // Before '/:id', which would take 'feed.xml' for an id.
  router.get('/feed.xml', (ctx) =>
    sendFeed(ctx, 'feed', `${store.newsletters.revision}.${store.images.revision}`, () =>
      newsletterFeedXml(config, store),
    ),
  );
  router.get('/:id', (ctx) => {
    ctx.body = newsletters.get(parseId(ctx.params.id, newsletterTexts.notFound));
  });
  return router;
}
