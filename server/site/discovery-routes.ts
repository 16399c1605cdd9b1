import type Router from '@koa/router';
import type { Deps } from '../deps';
import { createTextCache } from '../http/text-cache';
import { createRouter } from '../http/router';
import type { Config } from '../config';
import { publicPaths } from '../contracts';
import { absoluteUrl } from '../infra/absolute-urls';
import { sitemapRevision, sitemapXml } from './sitemap';

/**
 * Disallow is a prefix match: '/admin' also covers '/admin/' and the admin API; no public page starts
 * with it. '/unsubscribe' covers its ?token=… links. /api stays open on purpose: crawlers that render
 * the app (Google) need its data to see a page's content, and the calendar and newsletter feed live
 * there. /media stays open for link previews' images.
 */
function robotsTxt(config: Pick<Config, 'publicUrl'>): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    `Disallow: ${publicPaths.unsubscribe}`,
    '',
    `Sitemap: ${absoluteUrl(config, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** GET /robots.txt and /sitemap.xml, for search engines. */
export function discoveryRoutes({ config, store }: Deps): Router {
  const router = createRouter();
  const robots = robotsTxt(config);
  const sendXml = createTextCache('application/xml; charset=utf-8');

  router.get('/robots.txt', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robots;
  });
  router.get('/sitemap.xml', (ctx) => sendXml(ctx, 'sitemap', sitemapRevision(store), () => sitemapXml(config, store)));
  return router;
}
