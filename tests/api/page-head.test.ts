import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { appIconKey, appIconPath } from '../../server/images/app-icon-paths';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeNewsletter, makePage, makeWalk } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const publicUrl = 'https://wandel.example';
const clubName = 'WSV De Kadees';
// A winter day: every walk below is still to come.
const now = () => new Date('2026-12-01T10:00:00Z');

async function start(): Promise<void> {
  server = await startTestServer({ now, env: { PUBLIC_URL: publicUrl, CLUB_NAME: clubName } });
  await mkdir(server.config.distDir, { recursive: true });
  // The shape of the built index.html: a generic title among the build's own head tags.
  await writeFile(
    path.join(server.config.distDir, 'index.html'),
    '<!doctype html><html lang="nl"><head><meta charset="utf-8" /><title>De Houtlandstappers</title>' +
      '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
  );
}

/** The club's app icon (its initials here: no logo), absolute: the preview of pages without a photo. */
const appIcon = () => `${publicUrl}${appIconPath(appIconKey(server.services.settings.public()), 'icon-512.png')}`;

/** The head as a crawler reads it, without running any script. */
async function fetchHead(route: string) {
  const response = await fetch(server.url + route);
  const html = await response.text();
  const document = parseDocument(html);
  const elements = DomUtils.getElementsByTagName;
  const metas = elements('meta', document);
  const meta = (key: string) => {
    const found = metas.filter((element) => (element.attribs.property ?? element.attribs.name) === key);
    expect(found.length, `${route}: one ${key}`).toBeLessThanOrEqual(1);
    return found[0]?.attribs.content;
  };
  const link = (rel: string) => elements('link', document).find((element) => element.attribs.rel === rel)?.attribs;
  const jsonLd = elements('script', document)
    .filter((element) => element.attribs.type === 'application/ld+json')
    .map((element) => JSON.parse(DomUtils.textContent(element)) as Record<string, unknown>);
  const titles = elements('title', document);
  expect(titles, `${route}: one title`).toHaveLength(1);
  return {
    status: response.status,
    html,
    title: DomUtils.textContent(titles[0]!),
    meta,
    link,
    jsonLd,
  };
}

const intro =
  '<p>Een tocht door de <strong>bossen</strong> van Wijnendale &amp; het Ringbos.</p><p>Vertrek aan de sporthal; ' +
  'de lussen van 6, 12 en 21 km lopen langs het kasteel, de Groene 62 en de velden van Sint-Henricus, met een ' +
  'rustpost halfweg en soep aan de aankomst.</p>';

describe('server-rendered head: what link previews and search engines read', () => {
  it('fills in a walk: title, description from the intro, canonical, Open Graph and Twitter tags with the absolute share image', async () => {
    await start();
    const banner = await makeImage(server.store, server.config.uploadsDir);
    const walk = await makeWalk(server.store, {
      name: 'Winterwandeling Wijnendale',
      intro,
      own: true,
      startDateTime: '2027-01-16T09:00',
      endTime: '15:00',
      bannerImageId: banner.id,
    });

    const head = await fetchHead(`/eigenwandeltochten/${walk.id}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`Winterwandeling Wijnendale | ${clubName}`);
    const description = head.meta('description');
    expect(description).toMatch(/^Een tocht door de bossen van Wijnendale & het Ringbos\. Vertrek aan de sporthal;/);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/…$/);
    const walkUrl = `${publicUrl}/eigenwandeltochten/${walk.id}`;
    expect(head.link('canonical')?.href).toBe(walkUrl);
    // Previews show the walk's name; the club stands beside it as the site.
    expect(head.meta('og:title')).toBe('Winterwandeling Wijnendale');
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:url')).toBe(walkUrl);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:locale')).toBe('nl_BE');
    expect(head.meta('og:site_name')).toBe(clubName);
    const image = `${publicUrl}/media/${banner.uuid}/1200x630.jpg`;
    expect(head.meta('og:image')).toBe(image);
    expect(head.meta('og:image:type')).toBe('image/jpeg');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(image);
    expect(head.meta('twitter:title')).toBe('Winterwandeling Wijnendale');
    expect(head.meta('robots')).toBeUndefined();
    // The share image is served: a JPEG of the size the head announces (800x600 fits 1200x630 as it is).
    const variant = await fetch(server.url + new URL(image).pathname);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/jpeg');
    const served = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
    expect([head.meta('og:image:width'), head.meta('og:image:height')]).toEqual([
      String(served.width),
      String(served.height),
    ]);
    expect([served.width, served.height]).toEqual([800, 600]);
    // The app's shell is still all there.
    expect(head.html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head.html).toContain('<div id="root"></div>');
  });

  it('names one address for a walk reached through the other list, and describes a walk without intro from its date and place', async () => {
    await start();
    const walk = await makeWalk(server.store, {
      name: 'Kastanjetocht',
      own: false,
      startDateTime: '2027-10-09T08:30',
      location: { street: 'Markt', houseNumber: '1', city: 'Torhout', postalCode: '8820', country: 'België' },
    });
    const head = await fetchHead(`/eigenwandeltochten/${walk.id}`);
    expect(head.status).toBe(200);
    expect(head.link('canonical')?.href).toBe(`${publicUrl}/wandeltochten/${walk.id}`);
    expect(head.meta('description')).toBe(
      'Kastanjetocht: wandeltocht op zaterdag 9 oktober 2027, 08:30 vanuit Markt, 1, Torhout, 8820, België.',
    );
    // No banner: the club's icon, as a small card; it is served as the PNG the head announces.
    expect(head.meta('og:image')).toBe(appIcon());
    const icon = await fetch(server.url + new URL(appIcon()).pathname);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(head.meta('og:image:type')).toBe('image/png');
    expect(head.meta('twitter:card')).toBe('summary');
    // The app and the API read an encoded id as the number it spells.
    const encodedId = String(walk.id).replace(/^\d/, (digit) => `%3${digit}`);
    expect((await fetchHead(`/wandeltochten/${encodedId}`)).link('canonical')?.href).toBe(
      `${publicUrl}/wandeltochten/${walk.id}`,
    );

    // A banner deleted since: the logo again, not a broken image.
    const banner = await makeImage(server.store, server.config.uploadsDir);
    const withBanner = await makeWalk(server.store, { name: 'Met foto', bannerImageId: banner.id });
    expect((await fetchHead(`/wandeltochten/${withBanner.id}`)).meta('og:image')).toContain(banner.uuid);
    await server.store.images.remove(banner.id);
    expect((await fetchHead(`/wandeltochten/${withBanner.id}`)).meta('og:image')).toBe(appIcon());
  });

  it('answers 404 with noindex for an unpublished, unknown or malformed walk, newsletter or info page', async () => {
    await start();
    const hidden = await makeWalk(server.store, { name: 'Geheime tocht', published: false });
    const draft = await makeNewsletter(server.store, { title: 'Concept', published: false });
    await makePage(server.store, { title: 'Verborgen', link: 'verborgen', published: false });
    for (const route of [
      `/eigenwandeltochten/${hidden.id}`,
      `/wandeltochten/${hidden.id}`,
      '/wandeltochten/999',
      '/wandeltochten/abc',
      '/wandeltochten/0',
      '/wandeltochten/1234567890123456',
      `/nieuwsbrieven/${draft.id}`,
      '/nieuwsbrieven/999',
      '/info/verborgen',
      '/info/bestaat-niet',
      '/info/%E0%A4%A',
    ]) {
      const head = await fetchHead(route);
      expect(head.status, route).toBe(404);
      expect(head.meta('robots'), route).toBe('noindex');
      expect(head.link('canonical'), route).toBeUndefined();
      expect(head.html, route).not.toContain('Geheime tocht');
      expect(head.html, route).not.toContain('Concept');
      expect(head.html, route).not.toContain('Verborgen');
      expect(head.html, route).toContain('<div id="root"></div>');
    }
    expect((await fetchHead(`/wandeltochten/${hidden.id}`)).title).toBe(`Geen gegevens gevonden | ${clubName}`);

    // A page answered once is not kept past its walk's unpublishing.
    const shown = await makeWalk(server.store, { name: 'Nog even zichtbaar' });
    expect((await fetchHead(`/wandeltochten/${shown.id}`)).status).toBe(200);
    await server.store.events.update(shown.id, (walk) => ({ ...walk, published: false }));
    const after = await fetchHead(`/wandeltochten/${shown.id}`);
    expect(after.status).toBe(404);
    expect(after.html).not.toContain('Nog even zichtbaar');
    expect((await fetchHead('/info/bestaat-niet')).title).toBe(`Pagina niet gevonden | ${clubName}`);
  });

  it('fills in a newsletter: its intro, its first block photo, article type, and the feed link', async () => {
    await start();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    const newsletter = await makeNewsletter(server.store, {
      title: 'Nieuwsbrief december',
      intro: '<p>Terugblik op de <em>herfsttocht</em> en vooruitblik op de winter.</p>',
      creationTimestamp: '2026-11-30T18:00:00.000Z',
      blocks: [
        { id: 2, order: 2, text: '<p>Tweede</p>', imageId: photo.uuid },
        // Named first but its photo was deleted: the preview takes the next one.
        { id: 1, order: 1, text: '<p>Eerste</p>', imageId: '0b6f3a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' },
      ],
    });
    const head = await fetchHead(`/nieuwsbrieven/${newsletter.id}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`Nieuwsbrief december | ${clubName}`);
    expect(head.meta('description')).toBe('Terugblik op de herfsttocht en vooruitblik op de winter.');
    expect(head.meta('og:image')).toBe(`${publicUrl}/media/${photo.uuid}/1200x630.jpg`);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('article:published_time')).toBe('2026-11-30T18:00:00.000Z');
    expect(head.link('canonical')?.href).toBe(`${publicUrl}/nieuwsbrieven/${newsletter.id}`);
    expect(head.link('alternate')).toMatchObject({
      type: 'application/rss+xml',
      href: `${publicUrl}/api/newsletters/feed.xml`,
      title: `Nieuwsbrieven van ${clubName}`,
    });
    expect((await fetchHead('/nieuwsbrieven')).link('alternate')?.href).toBe(`${publicUrl}/api/newsletters/feed.xml`);
    expect((await fetchHead('/wandeltochten')).link('alternate')).toBeUndefined();
  });

  it('fills in an info page: its meta description, else its text, and its first photo', async () => {
    await start();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    await makePage(server.store, {
      title: 'Geschiedenis',
      link: 'geschiedenis',
      metaDescription: 'Hoe de club in 1982 begon.',
      contentHtml: '<p>Lange tekst</p>',
      photobookImageIds: [photo.id],
    });
    await makePage(server.store, { title: 'Route', link: 'route', contentHtml: '<h2>Parking</h2><p>Aan de kerk.</p>' });

    const history = await fetchHead('/info/geschiedenis');
    expect(history.status).toBe(200);
    expect(history.title).toBe(`Geschiedenis | ${clubName}`);
    expect(history.meta('description')).toBe('Hoe de club in 1982 begon.');
    expect(history.meta('og:image')).toBe(`${publicUrl}/media/${photo.uuid}/1200x630.jpg`);
    expect(history.link('canonical')?.href).toBe(`${publicUrl}/info/geschiedenis`);
    expect((await fetchHead('/info/route/')).meta('description')).toBe('Parking Aan de kerk.');
  });

  it('gives the fixed pages their titles and canonical, the home page the club alone, and noindex to /unsubscribe and /admin', async () => {
    await start();
    const home = await fetchHead('/');
    expect(home.title).toBe(clubName);
    expect(home.meta('og:title')).toBe(clubName);
    expect(home.link('canonical')?.href).toBe(`${publicUrl}/`);
    expect(home.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: clubName,
        url: `${publicUrl}/`,
      },
    ]);
    expect((await fetchHead('/wandeltochten/')).title).toBe(`${clubName} op stap | ${clubName}`);
    expect((await fetchHead('/leden')).link('canonical')?.href).toBe(`${publicUrl}/leden`);
    for (const route of [
      '/unsubscribe',
      '/admin',
      '/admin/login',
      '/admin/nieuwsbrieven/3',
      '/admin/wandeltochten/edit/4',
    ]) {
      const head = await fetchHead(route);
      expect(head.status, route).toBe(200);
      expect(head.meta('robots'), route).toBe('noindex');
      expect(head.link('canonical'), route).toBeUndefined();
    }
    // No admin screen has these paths: a 404, still noindex.
    for (const route of ['/admin/leden/3', '/admin/API/members']) {
      const head = await fetchHead(route);
      expect(head.status, route).toBe(404);
      expect(head.meta('robots'), route).toBe('noindex');
    }
    for (const route of ['/', '/leden', '/contact', '/lidworden', '/euraudax', '/nieuwsbrieven']) {
      expect((await fetchHead(route)).meta('robots'), route).toBeUndefined();
    }
  });

  it('sends a page spelled in other capitals to its own path (301), keeping the query as written', async () => {
    await start();
    const walk = await makeWalk(server.store, { name: 'Kasteeltocht' });
    await makePage(server.store, { title: 'Over ons', link: 'over-ons' });
    const moves: [string, string][] = [
      ['/LEDEN', '/leden'],
      ['/Leden/', '/leden'],
      [`/EigenWandeltochten/${walk.id}`, `/eigenwandeltochten/${walk.id}`],
      ['/INFO/Over-Ons', '/info/over-ons'],
      ['/Unsubscribe?token=AbC', '/unsubscribe?token=AbC'],
      ['/ADMIN/Leden', '/admin/leden'],
      ['/Admin/Wandeltochten/Edit/4', '/admin/wandeltochten/edit/4'],
    ];
    for (const [route, to] of moves) {
      const response = await fetch(server.url + route, { redirect: 'manual' });
      expect(response.status, route).toBe(301);
      expect(response.headers.get('location'), route).toBe(to);
    }
    // A page in no spelling stays a 404, never a way to somewhere else.
    for (const route of [
      '/ADMIN/API/members',
      '//Leden',
      '/%2F%2FLeden',
      '/Leden/extra',
      '/LEDENX',
      '/Info/Bestaat-Niet',
      '/Wandeltochten/999',
      '/%4Ceden',
    ]) {
      const response = await fetch(server.url + route, { redirect: 'manual' });
      expect(response.status, route).toBe(404);
      expect(response.headers.get('location'), route).toBeNull();
    }
  });

  it('keeps data text as text: quotes and markup in a name cannot break out of the head or the JSON-LD', async () => {
    await start();
    const name = 'Tocht "De Ronde" </title><script>alert(1)</script> $& </script>';
    const walk = await makeWalk(server.store, { name, own: true, startDateTime: '2027-02-01T09:00' });
    const head = await fetchHead(`/eigenwandeltochten/${walk.id}`);
    expect(head.title).toBe(`${name} | ${clubName}`);
    expect(head.meta('og:title')).toBe(name);
    expect(head.jsonLd[0]?.name).toBe(name);
    expect(head.html).not.toContain('<script>alert(1)');
  });
});

describe('JSON-LD Event of a walk', () => {
  const location = {
    street: 'Bosstraat',
    houseNumber: '12',
    busNumber: 'A',
    city: 'Wijnendale',
    postalCode: '8820',
    country: 'België',
    lat: 51.0894,
    lon: 3.0431,
  };

  it('carries the Europe/Brussels offset of its own date: +01:00 in winter, +02:00 in summer, a night walk ending the next day', async () => {
    await start();
    const banner = await makeImage(server.store, server.config.uploadsDir);
    const winter = await makeWalk(server.store, {
      name: 'Wintertocht',
      intro: '<p>Koud maar mooi.</p>',
      startDateTime: '2027-01-16T09:00',
      endTime: '15:00',
      own: true,
      location,
      bannerImageId: banner.id,
    });
    const summer = await makeWalk(server.store, {
      name: 'Zomertocht',
      startDateTime: '2027-07-10T08:30',
      endTime: '17:00',
      location: { ...location, lat: null, lon: null },
    });
    const night = await makeWalk(server.store, {
      name: 'Nachttocht',
      startDateTime: '2027-06-19T21:00',
      endTime: '05:00',
    });
    const noEnd = await makeWalk(server.store, { name: 'Open einde', startDateTime: '2027-03-28T10:00' });

    const [event] = (await fetchHead(`/eigenwandeltochten/${winter.id}`)).jsonLd;
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Wintertocht',
      url: `${publicUrl}/eigenwandeltochten/${winter.id}`,
      startDate: '2027-01-16T09:00:00+01:00',
      endDate: '2027-01-16T15:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Bosstraat, 12, A, Wijnendale, 8820, België',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Bosstraat 12 bus A',
          addressLocality: 'Wijnendale',
          postalCode: '8820',
          addressCountry: 'België',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 51.0894, longitude: 3.0431 },
      },
      image: [`${publicUrl}/media/${banner.uuid}/1200x630.jpg`],
      description: 'Koud maar mooi.',
      organizer: { '@type': 'Organization', name: clubName, url: `${publicUrl}/` },
    });
    // The offsets name the same instants as the Belgian wall-clock times.
    expect(new Date(event!.startDate as string).toISOString()).toBe('2027-01-16T08:00:00.000Z');

    const [summerEvent] = (await fetchHead(`/wandeltochten/${summer.id}`)).jsonLd;
    expect(summerEvent).toMatchObject({ startDate: '2027-07-10T08:30:00+02:00', endDate: '2027-07-10T17:00:00+02:00' });
    expect(new Date(summerEvent!.startDate as string).toISOString()).toBe('2027-07-10T06:30:00.000Z');
    expect(summerEvent!.location).not.toHaveProperty('geo');
    expect(summerEvent!.description).toMatch(/^Zomertocht: wandeltocht op zaterdag 10 juli 2027, 08:30 vanuit /);

    const [nightEvent] = (await fetchHead(`/wandeltochten/${night.id}`)).jsonLd;
    expect(nightEvent).toMatchObject({ startDate: '2027-06-19T21:00:00+02:00', endDate: '2027-06-20T05:00:00+02:00' });
    expect(nightEvent).not.toHaveProperty('location');
    expect(nightEvent).not.toHaveProperty('image');

    // The day summer time starts: 10:00 is already +02:00.
    const [openEvent] = (await fetchHead(`/wandeltochten/${noEnd.id}`)).jsonLd;
    expect(openEvent!.startDate).toBe('2027-03-28T10:00:00+02:00');
    expect(openEvent).not.toHaveProperty('endDate');
  });
});
