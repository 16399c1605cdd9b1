import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { createJsonCache } from '../middleware/cached-json';
import { createRouter } from '../middleware/router';
import { publicPages } from './service';

/** GET /api/website-pages… (SPEC §7). */
export function publicPageRoutes({ store }: AppDeps): Router {
  const pages = publicPages(store);
  const sendCached = createJsonCache();
  const router = createRouter();
  const base = '/api/website-pages';

  router.get(base, (ctx) => sendCached(ctx, 'list', String(store.pages.revision), pages.list));
  router.get(`${base}/by-link/:slug`, (ctx) => {
    ctx.body = pages.byLink(ctx.params.slug ?? '');
  });
  return router;
}
