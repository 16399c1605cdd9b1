import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { createRouter } from '../middleware/router';
import { siteConfigOf } from './site-config';

/** GET /api/site-config: what the web app needs at run time, so one build serves every club. */
export function siteRoutes(deps: AppDeps): Router {
  const router = createRouter();
  router.get('/api/site-config', (ctx) => {
    ctx.body = siteConfigOf(deps);
  });
  return router;
}
