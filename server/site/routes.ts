import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { SiteConfig } from '../contracts';
import { createRouter } from '../middleware/router';

/** The site config of this moment: the club's public settings and the services the web app talks to. */
export function siteConfigOf({ config, services }: Pick<AppDeps, 'config' | 'services'>): SiteConfig {
  return {
    settings: services.settings.public(),
    settingsVersion: services.settings.version(),
    recaptchaSiteKey: config.recaptchaSiteKey ?? null,
    tileUrl: config.tileUrl,
    geocoderUrl: config.geocoderUrl ?? null,
  };
}

/** GET /api/site-config: what the web app needs at run time, so one build serves every club. */
export function siteRoutes(deps: AppDeps): Router {
  const router = createRouter();
  router.get('/api/site-config', (ctx) => {
    ctx.body = siteConfigOf(deps);
  });
  return router;
}
