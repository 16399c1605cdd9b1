import { get } from 'node:http';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeNewsletter, makePage, makeWalk } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const site = 'https://wandel.example';

/** A clock that moves a minute on each read, so every record gets its own updatedAt. */
function tickingClock(start = '2026-03-01T09:00:00.000Z') {
  let time = Date.parse(start);
  return () => new Date((time += 60_000));
}

/** A revalidation as a crawler's cache sends it (fetch() would add Cache-Control: no-cache). */
function revalidate(pathname: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(server.url + pathname, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

type SitemapUrl = { loc: string; lastmod?: string };

async function fetchSitemap(): Promise<{ text: string; urls: SitemapUrl[]; byLoc: Map<string, SitemapUrl> }> {
  const { status, headers, text } = await server.request('/sitemap.xml');
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(text)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(text) as {
    urlset: { '@_xmlns': string; url?: SitemapUrl[] };
  };
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls = parsed.urlset.url ?? [];
  return { text, urls, byLoc: new Map(urls.map((url) => [url.loc, url])) };
}

describe('robots.txt', () => {
  it('keeps crawlers out of the admin and the unsubscribe page and links the sitemap', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: `${site}/` } });
    const { status, headers, text } = await server.request('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text).toBe(
      ['User-agent: *', 'Disallow: /admin', 'Disallow: /unsubscribe', '', `Sitemap: ${site}/sitemap.xml`, ''].join(
        '\n',
      ),
    );
  });
});

describe('sitemap.xml', () => {
  it('lists the list pages and every published walk, newsletter and info page with lastmod, nothing unpublished', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: site }, now: tickingClock() });
    const { store } = server;
    const own = await makeWalk(store, { name: 'Eigen tocht', own: true });
    const other = await makeWalk(store, { name: 'Tocht elders', own: false });
    const euraudax = await makeWalk(store, { name: 'Euraudax 50', own: false, euraudax: true });
    const hiddenWalk = await makeWalk(store, { name: 'Ontwerp', own: true, published: false });
    const newsletter = await makeNewsletter(store, {
      creationTimestamp: '2026-01-05T08:00:00.000Z',
      updateTimestamp: '2026-02-10T17:30:00.000Z',
    });
    const hiddenNewsletter = await makeNewsletter(store, { published: false });
    const page = await makePage(store, { link: 'geschiedenis' });
    const hiddenPage = await makePage(store, { link: 'ontwerp', published: false });
    // Edited after creation: lastmod follows the latest write.
    const edited = await store.events.update(other.id, (current) => ({ ...current, distances: '6 - 12 km' }));

    const { urls, byLoc } = await fetchSitemap();
    expect(urls.every((url) => url.loc.startsWith(`${site}/`))).toBe(true);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);

    expect(byLoc.get(`${site}/eigenwandeltochten/${own.id}`)).toEqual({
      loc: `${site}/eigenwandeltochten/${own.id}`,
      lastmod: own.updatedAt,
    });
    expect(byLoc.get(`${site}/wandeltochten/${other.id}`)?.lastmod).toBe(edited.updatedAt);
    expect(edited.updatedAt).not.toBe(other.updatedAt);
    expect(byLoc.get(`${site}/wandeltochten/${euraudax.id}`)?.lastmod).toBe(euraudax.updatedAt);
    // A newsletter's own edit time, not the store's write stamp (which imports also set).
    expect(byLoc.get(`${site}/nieuwsbrieven/${newsletter.id}`)?.lastmod).toBe('2026-02-10T17:30:00.000Z');
    expect(byLoc.get(`${site}/info/geschiedenis`)?.lastmod).toBe(page.updatedAt);

    const locs = urls.map((url) => url.loc);
    for (const hidden of [
      `/eigenwandeltochten/${hiddenWalk.id}`,
      `/wandeltochten/${hiddenWalk.id}`,
      `/nieuwsbrieven/${hiddenNewsletter.id}`,
      `/info/${hiddenPage.link}`,
    ]) {
      expect(locs).not.toContain(site + hidden);
    }
    // The walks under the list of their kind only.
    expect(locs).not.toContain(`${site}/wandeltochten/${own.id}`);
    expect(locs).not.toContain(`${site}/eigenwandeltochten/${other.id}`);

    const lists = [
      '/',
      '/leden',
      '/eigenwandeltochten',
      '/wandeltochten',
      '/nieuwsbrieven',
      '/euraudax',
      '/contact',
      '/lidworden',
    ];
    expect(locs.slice(0, lists.length)).toEqual(lists.map((path) => site + path));
    expect(urls).toHaveLength(lists.length + 3 + 1 + 1);
    // A list changes with its published items; the unpublished draft (written later) does not count.
    expect(byLoc.get(`${site}/eigenwandeltochten`)?.lastmod).toBe(own.updatedAt);
    expect(byLoc.get(`${site}/`)?.lastmod).toBe(own.updatedAt);
    expect(byLoc.get(`${site}/wandeltochten`)?.lastmod).toBe(edited.updatedAt);
    expect(byLoc.get(`${site}/euraudax`)?.lastmod).toBe(euraudax.updatedAt);
    expect(byLoc.get(`${site}/nieuwsbrieven`)?.lastmod).toBe('2026-02-10T17:30:00.000Z');
    expect(byLoc.get(`${site}/contact`)).toEqual({ loc: `${site}/contact` });
  });

  it('shows a publish at once and answers 304 to a reader holding the current version', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: site } });
    const walk = await makeWalk(server.store, { own: true, published: false });
    const first = await server.request('/sitemap.xml');
    expect(first.text).not.toContain(`/eigenwandeltochten/${walk.id}<`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await revalidate('/sitemap.xml', etag ?? '')).toBe(304);

    await server.store.events.update(walk.id, (current) => ({ ...current, published: true }));
    const { byLoc } = await fetchSitemap();
    expect(byLoc.has(`${site}/eigenwandeltochten/${walk.id}`)).toBe(true);
    expect(await revalidate('/sitemap.xml', etag ?? '')).toBe(200);
  });

  it('escapes the URLs, so a & in PUBLIC_URL keeps the XML valid', async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://wandel.example/a&b' } });
    const { text, urls } = await fetchSitemap();
    expect(text).toContain('<loc>https://wandel.example/a&amp;b/leden</loc>');
    expect(urls.map((url) => url.loc)).toContain('https://wandel.example/a&b/leden');
  });
});
