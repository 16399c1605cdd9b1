import type { Config } from '../config';
import { publishedWalks } from '../events/service';
import { publishedNewsletters } from '../newsletters/service';
import { publishedPages } from '../pages/service';
import { buildXml } from '../infra/xml';
import type { Store } from '../store';
import { infoPagePath, listPaths, newsletterPath, publicPaths, walkPath } from '../contracts';
import { absoluteUrl } from '../infra/absolute-urls';

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
  const walks = publishedWalks(store);
  const newsletters = publishedNewsletters(store);
  const pages = publishedPages(store);
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
export function sitemapXml(config: Pick<Config, 'publicUrl'>, store: Store): string {
  const url = sitemapEntries(store).map(({ path, lastmod }) => ({
    loc: absoluteUrl(config, path),
    ...(lastmod ? { lastmod } : {}),
  }));
  return buildXml({ urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url } });
}

/** Grows with every write to the walks, newsletters or pages: the key of the cached sitemap. */
export function sitemapRevision(store: Store): string {
  return `${store.events.revision}.${store.newsletters.revision}.${store.pages.revision}`;
}
