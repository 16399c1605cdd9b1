import type Router from '@koa/router';
import { offlinePaths } from '../contracts';
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

  router.get(base, (ctx) => sendCached(ctx, 'list', pages.revision(), pages.list));
  // The batch for offline reading (contracts/offline.ts): the pages show their photobooks, so images count too.
  router.get(offlinePaths.pages, (ctx) => sendCached(ctx, 'offline', pages.revision({ images: true }), pages.offline));
  router.get(`${base}/by-link/:slug`, (ctx) => {
    ctx.body = pages.byLink(ctx.params.slug ?? '');
  });
  return router;
}
