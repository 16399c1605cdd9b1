import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { createTextCache } from '../middleware/cached-json';
import { createRouter } from '../middleware/router';
import type { Config } from '../config';
import { buildXml } from '../services/xml';
import type { Store } from '../store';
import { infoPagePath, listPaths, newsletterPath, publicPaths, walkPath } from '../contracts';
import { absoluteUrl } from './public-paths';

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

type SitemapEntry = { path: string; lastmod?: string | undefined };

/** W3C datetime (UTC); the stored ISO strings normalized, whatever form they were written in. */
function w3cDate(iso: string): string | undefined {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function latest(dates: readonly string[]): string | undefined {
  let max: number | undefined;
  for (const date of dates) {
    const time = Date.parse(date);
    if (!Number.isNaN(time) && (max === undefined || time > max)) max = time;
  }
  return max === undefined ? undefined : new Date(max).toISOString();
}

/** Every public page worth indexing, published records only. */
function sitemapEntries(store: Store): SitemapEntry[] {
  const walks = store.events.filter((walk) => walk.published);
  const newsletters = store.newsletters.filter((newsletter) => newsletter.published);
  const pages = store.pages.filter((page) => page.published);
  // updateTimestamp is the newsletter's own edit time; updatedAt is also stamped by imports and migrations.
  const newsletterChange = (newsletter: (typeof newsletters)[number]) => newsletter.updateTimestamp;
  const walkChanges = (matches: (walk: (typeof walks)[number]) => boolean) =>
    latest(walks.filter(matches).map((walk) => walk.updatedAt));

  // A list changes when one of its items does; pages without a collection (forms, members) get none.
  const listLastmod: Partial<Record<(typeof listPaths)[number], string | undefined>> = {
    [publicPaths.home]: walkChanges((walk) => walk.own), // the home page shows the next own walk
    [publicPaths.ownWalks]: walkChanges((walk) => walk.own),
    [publicPaths.walks]: walkChanges((walk) => !walk.own),
    [publicPaths.euraudax]: walkChanges((walk) => walk.euraudax),
    [publicPaths.newsletters]: latest(newsletters.map(newsletterChange)),
  };

  return [
    ...listPaths.map((path) => ({ path, lastmod: listLastmod[path] })),
    ...walks.map((walk) => ({ path: walkPath(walk), lastmod: w3cDate(walk.updatedAt) })),
    ...newsletters.map((newsletter) => ({
      path: newsletterPath(newsletter),
      lastmod: w3cDate(newsletterChange(newsletter)),
    })),
    ...pages.map((page) => ({ path: infoPagePath(page), lastmod: w3cDate(page.updatedAt) })),
  ];
}

/** A sitemaps.org 0.9 urlset; the builder escapes the URLs. */
function sitemapXml(config: Pick<Config, 'publicUrl'>, store: Store): string {
  const url = sitemapEntries(store).map(({ path, lastmod }) => ({
    loc: absoluteUrl(config, path),
    ...(lastmod ? { lastmod } : {}),
  }));
  return buildXml({ urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url } });
}

/** GET /robots.txt and /sitemap.xml, for search engines. */
export function discoveryRoutes({ config, store }: AppDeps): Router {
  const router = createRouter();
  const robots = robotsTxt(config);
  const sendXml = createTextCache('application/xml; charset=utf-8');
  const revision = () => `${store.events.revision}.${store.newsletters.revision}.${store.pages.revision}`;

  router.get('/robots.txt', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = robots;
  });
  router.get('/sitemap.xml', (ctx) => sendXml(ctx, 'sitemap', revision(), () => sitemapXml(config, store)));
  return router;
}
