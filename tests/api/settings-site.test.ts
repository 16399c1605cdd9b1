import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeNewsletter, makeWalk } from '../helpers/factories';
import { putSettings } from '../helpers/settings';

let server: TestServer;
afterEach(() => server?.close());

const publicUrl = 'https://wandel.example';
const now = () => new Date('2026-12-01T10:00:00Z');

/** The built index.html's shape: the build's own theme colour and title among its head tags. */
const shell =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8" /><meta name="theme-color" content="#2f6b3a" />' +
  '<title>Wandelclub</title><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="manifest" href="/manifest.webmanifest">' +
  '<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">' +
  '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png"></head><body><div id="root"></div></body></html>';

async function start(): Promise<AdminSession> {
  server = await startTestServer({ now, env: { PUBLIC_URL: publicUrl, CLUB_NAME: 'WSV De Kadees' } });
  await mkdir(server.config.distDir, { recursive: true });
  await writeFile(path.join(server.config.distDir, 'index.html'), shell);
  return createAdmin(server);
}

/** A served page as a crawler reads it. */
async function page(route: string) {
  const { text } = await server.request(route);
  const document = parseDocument(text);
  const elements = (name: string) => DomUtils.getElementsByTagName(name, document);
  const metas = (key: string) =>
    elements('meta').filter((element) => (element.attribs.property ?? element.attribs.name) === key);
  const scripts = elements('script');
  const configBlocks = scripts.filter((element) => element.attribs.id === 'site-config');
  return {
    text,
    title: DomUtils.textContent(elements('title')[0]!),
    meta: (key: string) => metas(key).map((element) => element.attribs.content),
    links: (rel: string) =>
      elements('link')
        .filter((element) => element.attribs.rel === rel)
        .map((element) => element.attribs.href),
    configBlocks,
    siteConfig: () => {
      expect(configBlocks).toHaveLength(1);
      expect(configBlocks[0]!.attribs.type).toBe('application/json');
      return JSON.parse(DomUtils.textContent(configBlocks[0]!)) as SiteConfig;
    },
    jsonLd: scripts
      .filter((element) => element.attribs.type === 'application/ld+json')
      .map((element) => JSON.parse(DomUtils.textContent(element)) as Record<string, unknown>),
    styles: elements('style').map((element) => DomUtils.textContent(element)),
  };
}

describe('served pages, feeds and calendars follow the settings without a restart', () => {
  it("carries the club's name, colour and site config in every page's head, and the new ones after a change", async () => {
    const admin = await start();
    const before = await page('/');
    expect(before.title).toBe('WSV De Kadees');
    expect(before.meta('og:site_name')).toEqual(['WSV De Kadees']);
    // One theme colour: the club's in place of the build's.
    expect(before.meta('theme-color')).toEqual(['#2f6b3a']);
    expect(before.siteConfig()).toEqual((await server.request('/api/site-config')).json);
    // The brand colour after the build's stylesheet, so it is the one that counts.
    expect(before.text.indexOf('--color-brand')).toBeGreaterThan(before.text.indexOf('index-abc.css'));
    // The club's icons in place of the build's, served as PNG.
    expect(before.links('icon')).toHaveLength(1);
    expect(before.links('apple-touch-icon')).toHaveLength(1);
    for (const href of [...before.links('icon'), ...before.links('apple-touch-icon')]) {
      expect(href).toMatch(/^\/manifest-icons\/[0-9a-f]{16}\/[a-z0-9-]+\.png$/);
      const icon = await fetch(server.url + href);
      expect(icon.headers.get('content-type'), href).toBe('image/png');
    }

    const logo = await makeImage(server.store, server.config.uploadsDir, 'logo.jpg');
    await putSettings(admin, (payload) => {
      payload.club.name = 'Wandelclub <Het Pad>';
      payload.club.themeColor = '#8a1c1c';
      payload.club.logo = { id: logo.id };
      payload.contact.email = 'info@hetpad.be';
      payload.contact.phone = '050 12 34 56';
      payload.contact.facebook = 'https://www.facebook.com/hetpad';
      payload.contact.strava = 'https://www.strava.com/clubs/hetpad';
      // Text that would close a script element if it were not escaped.
      payload.club.tagline = '</script><script>alert(1)</script>';
    });

    // The page was cached before the change: it is made anew.
    const after = await page('/');
    expect(after.title).toBe('Wandelclub <Het Pad>');
    expect(after.meta('og:site_name')).toEqual(['Wandelclub <Het Pad>']);
    expect(after.meta('theme-color')).toEqual(['#8a1c1c']);
    // A logo now: the icons are drawn from it, at new addresses.
    expect(after.links('icon')[0]).not.toBe(before.links('icon')[0]);
    expect(after.styles).toContain(':root{--color-brand:#8a1c1c}');
    const config = after.siteConfig();
    expect(config).toEqual((await server.request('/api/site-config')).json);
    expect(config.settings.club.tagline).toBe('</script><script>alert(1)</script>');
    expect(after.text).not.toContain('<script>alert(1)');
    expect(after.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Wandelclub <Het Pad>',
        url: `${publicUrl}/`,
        logo: `${publicUrl}/media/${logo.uuid}/640x640.jpg`,
        email: 'info@hetpad.be',
        telephone: '050 12 34 56',
        sameAs: ['https://www.facebook.com/hetpad', 'https://www.strava.com/clubs/hetpad'],
      },
    ]);
    const walk = await makeWalk(server.store, { name: 'Kersttocht', own: true, startDateTime: '2026-12-20T09:00' });
    const walkPage = await page(`/eigenwandeltochten/${walk.id}`);
    expect(walkPage.title).toBe('Kersttocht | Wandelclub <Het Pad>');
    expect(walkPage.jsonLd[0]?.organizer).toMatchObject({ name: 'Wandelclub <Het Pad>' });
    expect(walkPage.siteConfig().settings.club.name).toBe('Wandelclub <Het Pad>');

    // The shell the service worker precaches stays as built: the page's own head comes with the page.
    expect((await server.request('/index.html')).text).toBe(shell);
  });

  it('names the club of the moment in the newsletters feed and the walk calendar', async () => {
    const admin = await start();
    await makeNewsletter(server.store, { title: 'Winternieuws' });
    await makeWalk(server.store, { name: 'Kersttocht', own: true, startDateTime: '2026-12-20T09:00' });
    const feedTitle = async () =>
      /<channel>\s*<title>([^<]*)<\/title>/.exec((await server.request('/api/newsletters/feed.xml')).text)?.[1];
    const calendarName = async () =>
      /^X-WR-CALNAME:(.*)$/m.exec((await server.request('/api/events/calendar.ics')).text)?.[1]?.trim();

    expect(await feedTitle()).toBe('Nieuwsbrieven van WSV De Kadees');
    expect(await calendarName()).toBe('Wandeltochten van WSV De Kadees');
    await putSettings(admin, (payload) => {
      payload.club.name = 'Wandelclub Het Pad';
    });
    expect(await feedTitle()).toBe('Nieuwsbrieven van Wandelclub Het Pad');
    expect(await calendarName()).toBe('Wandeltochten van Wandelclub Het Pad');
    const calendar = (await server.request('/api/events/calendar.ics')).text;
    expect(calendar).toMatch(/^PRODID:-\/\/Wandelclub Het Pad\/\//m);
  });

  it('keeps the site config out of the CSP: a JSON block needs no script permission, the style is allowed inline', async () => {
    await start();
    const answer = await server.request('/leden');
    const csp = answer.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toContain("'unsafe-inline'");
    const inline = parseDocument(answer.text);
    const executable = DomUtils.getElementsByTagName('script', inline).filter(
      (element) => !element.attribs.src && !/^application\/(ld\+)?json$/.test(element.attribs.type ?? ''),
    );
    expect(executable).toEqual([]);
  });
});
