import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { SiteConfig } from '../contracts';
import { createRouter } from '../middleware/router';

/** GET /api/site-config: what the web app needs at run time, so one build serves every club. */
export function siteRoutes({ config }: AppDeps): Router {
  const router = createRouter();
  const siteConfig: SiteConfig = {
    clubName: config.clubName,
    recaptchaSiteKey: config.recaptchaSiteKey ?? null,
    tileUrl: config.tileUrl,
    geocoderUrl: config.geocoderUrl ?? null,
  };
  router.get('/api/site-config', (ctx) => {
    ctx.body = siteConfig;
  });
  return router;
}
