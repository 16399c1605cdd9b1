import { expect, type Club, type Page } from './support/test';
import type { Event } from '../../server/contracts/event';
import { adminHeaders, clubName } from './support/club';
import { detailPath, joined, pick, publishedWalks, test, textOf, type Listed } from './support/walks';
import { renderedInBrowser } from './support/server-render';

/** The day as nl-BE writes it, worked out here rather than by the app's own formatter. */
function longDay(startDateTime: string): string {
  const [year, month, day] = startDateTime.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, month! - 1, day!));
}

async function expectWalkShown(page: Page, walk: Listed) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(walk.name);
  const facts = main.locator('dl');
  await expect(facts).toContainText(`Datum: ${longDay(walk.startDateTime!)}, ${walk.startDateTime!.slice(11, 16)}`);
  await expect(facts).toContainText(`– ${walk.endTime}`);
  await expect(facts).toContainText(`Afstanden: ${walk.distances}`);
  await expect(facts).toContainText(`Adres: ${joined(walk.location)}`);
  await expect(facts).toContainText(`Deelnemers: ${walk.countParticipants}`);
  await expect(main).toContainText(textOf(walk.intro));
  // The description comes as HTML: its bold start place is real markup, not tags shown as text.
  const bold = /<strong>([^<]+)<\/strong>/.exec(walk.description)![1]!;
  await expect(main.locator('strong', { hasText: bold }).first()).toBeVisible();
  await expect(main).not.toContainText('<strong>');
  await expect(page).toHaveTitle(`${walk.name} | ${clubName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', textOf(walk.intro));
}

test('beide routes tonen naam, datum met uren, afstanden, adres, deelnemers en teksten', async ({ page, request }) => {
  const walks = await publishedWalks(request);
  for (const list of ['own', 'other'] as const) {
    const walk = pick(
      walks,
      `(${list}) met deelnemers`,
      (candidate) => candidate.list === list && candidate.countParticipants !== null && Boolean(candidate.distances),
    );
    await page.goto(detailPath(walk));
    await expectWalkShown(page, walk);
    if (walk.banner) await expect(page.locator(`main img[src^="${walk.banner.cdnUrl}"]`).first()).toBeVisible();
  }
});

test('een wandeltocht met adres en zonder verslag toont de kaart met tegels en een marker', async ({
  page,
  request,
  club,
}) => {
  const walks = await publishedWalks(request);
  const walk = pick(
    walks,
    'met coördinaten en zonder verslag',
    (candidate) => candidate.location?.lat != null && !textOf(candidate.report),
  );
  const tilesBefore = tileRequests(club);
  // On a phone the map is below the fold: Leaflet and the tiles wait until the walker scrolls near it.
  await page.setViewportSize({ width: 375, height: 740 });
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/walk-map-[^/]*\.js$/.test(request.url())) mapChunks.push(request.url());
  });
  await page.goto(detailPath(walk));

  const location = page.getByRole('region', { name: 'Locatie' });
  await expect(location).toContainText(joined(walk.location));
  const map = location.getByRole('region', { name: 'Kaart van de startplaats' });
  await page.waitForLoadState('networkidle');
  await expect(map).toHaveCount(0);
  expect(mapChunks).toEqual([]);
  expect(tileRequests(club) - tilesBefore).toBe(0);

  await location.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  expect(mapChunks).toHaveLength(1);
  await expect(map).toHaveCSS('height', '300px');
  const marker = map.getByRole('img', { name: 'Startplaats' });
  await expect(marker).toBeVisible();
  // The marker image really loaded (bundlers break Leaflet's default icon path).
  expect(await marker.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => tileRequests(club) - tilesBefore).toBeGreaterThan(0);
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap-bijdragers' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );

  // Centred on the walk's point: the marker's tip sits in the middle of the map.
  const box = (await map.boundingBox())!;
  const pin = (await marker.boundingBox())!;
  expect(Math.abs(pin.x + pin.width / 2 - (box.x + box.width / 2))).toBeLessThan(3);
  expect(Math.abs(pin.y + pin.height - (box.y + box.height / 2))).toBeLessThan(3);
});

test('een wandeltocht met verslag toont het verslag en geen kaart', async ({ page, request }) => {
  const walks = await publishedWalks(request);
  const walk = pick(walks, 'met verslag', (candidate) => textOf(candidate.report) !== '');
  await page.goto(detailPath(walk));

  const report = page.getByRole('region', { name: 'Verslag' });
  await expect(report).toContainText(textOf(walk.report).slice(0, 60));
  await expect(page.getByRole('main')).toContainText(`Adres: ${joined(walk.location)}`);
  await expect(page.getByRole('heading', { name: 'Locatie' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Kaart van de startplaats' })).toHaveCount(0);
});

function tileRequests(club: Club): number {
  return club.outsideRequests().filter((path) => path.startsWith('/tiles/')).length;
}

test.describe('een adres zonder coördinaten', () => {
  let walk: Listed;
  let headers: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    headers = await adminHeaders(request);
    // The stand-in geocoder knows no 'Onvindbaar' address, so the server stores it without coordinates.
    const created = await request.post('/admin/api/events/walking', {
      headers,
      data: {
        name: 'Onvindbare Testtocht',
        intro: '<p>Een tocht vanuit een adres dat geen geocoder kent.</p>',
        description: '<p>Vertrek aan de <strong>feestzaal</strong>.</p>',
        startDateTime: '2024-03-10T09:00',
        endTime: '15:00',
        location: { street: 'Onvindbaarstraat', houseNumber: '7', city: 'Nergensdorp', postalCode: '8999' },
        own: false,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as Event;
    expect((await request.patch(`/admin/api/events/${id}/publish`, { headers, data: { published: true } })).ok()).toBe(
      true,
    );
    walk = { ...((await (await request.get(`/api/events/${id}`)).json()) as Event), list: 'other' };
    expect(walk.location).toMatchObject({ lat: null, lon: null });
  });

  test.afterAll(async ({ request }) => {
    // Leave the demo club as it was for the other specs.
    if (walk) await request.delete(`/admin/api/events/${walk.id}`, { headers });
  });

  test('de browser vraagt de geocoder; zonder treffer staat het adres er zonder kaart', async ({ page, club }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const searchesBefore = club.outsideRequests().length;
    await page.goto(detailPath(walk));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.name);
    await expect(page.getByRole('main').locator('dl')).toContainText('Afstanden: Afstand onbekend');
    await expect(page.getByRole('main').locator('dl')).not.toContainText('Deelnemers:');
    await expect(page.getByRole('region', { name: 'Locatie' })).toContainText('Onvindbaarstraat, 7, Nergensdorp, 8999');
    // The browser's own question: q, format json, limit 1 (SPEC §7).
    await expect
      .poll(() =>
        club
          .outsideRequests()
          .slice(searchesBefore)
          .some((path) => /^\/search\?/.test(path) && /Onvindbaar/.test(path) && /format=json/.test(path)),
      )
      .toBe(true);
    const asked = club
      .outsideRequests()
      .slice(searchesBefore)
      .find((path) => /Onvindbaar/.test(path))!;
    expect(new URL(asked, 'http://x').searchParams.get('limit')).toBe('1');
    await expect.poll(() => warnings.some((warning) => warning.includes('Onvindbaarstraat'))).toBe(true);
    await expect(page.getByRole('region', { name: 'Kaart van de startplaats' })).toHaveCount(0);
  });

  test('met een treffer van de geocoder komt de kaart er toch', async ({ page, club }) => {
    // The stand-in never finds this street: answer for it the way a geocoder that knows it would.
    await page.route(
      (url) => url.href.startsWith(`${club.outsideURL}/search`),
      (route) =>
        route.fulfill({ json: [{ lat: '51.0543', lon: '3.1179' }], headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.goto(detailPath(walk));

    await page.getByRole('region', { name: 'Locatie' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'Kaart van de startplaats' });
    await expect(map).toBeVisible();
    await expect(map.getByRole('img', { name: 'Startplaats' })).toBeVisible();
  });
});

test('een onbekende wandeltocht toont "Geen gegevens gevonden."', async ({ page, allowedConsoleErrors }) => {
  allowedConsoleErrors.push(/status of 404/);
  for (const path of ['/eigenwandeltochten/999999', '/wandeltochten/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen gegevens gevonden.');
  }
});

test('een serverfout toont "Kon wandeltocht niet ophalen" met de boodschap', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  const walks = await publishedWalks(request);
  allowedConsoleErrors.push(/status of 500/);
  const walk = pick(walks, '', () => true);
  await renderedInBrowser(page);
  await page.route(`**/api/events/${walk.id}`, (route) =>
    route.fulfill({ status: 500, json: { message: 'De server is even moe.' } }),
  );
  await page.goto(detailPath(walk));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Kon wandeltocht niet ophalen');
  await expect(alert).toContainText('De server is even moe.');
});

test('terug gaat terug in de geschiedenis, of naar de lijst bij een rechtstreeks geopende wandeltocht', async ({
  page,
  request,
}) => {
  const walks = await publishedWalks(request);
  await page.goto('/eigenwandeltochten');
  const first = page.getByRole('main').getByRole('article').first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL('/eigenwandeltochten');
  // A real step back: the detail is ahead in the history, not behind it.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  for (const list of ['own', 'other'] as const) {
    const walk = pick(walks, `(${list})`, (candidate) => candidate.list === list);
    await page.goto(detailPath(walk));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.name);
    await page.getByRole('button', { name: 'Terug' }).click();
    await expect(page).toHaveURL(list === 'own' ? '/eigenwandeltochten' : '/wandeltochten');
  }
});

test('"Zet in mijn agenda" geeft de wandeltocht als agendabestand; de lijst biedt de wandelkalender aan', async ({
  page,
  request,
}) => {
  const walks = await publishedWalks(request);
  const walk = pick(walks, '(own) met datum', (candidate) => candidate.list === 'own' && !!candidate.startDateTime);
  await page.goto(detailPath(walk));
  const link = page.getByRole('main').getByRole('link', { name: 'Zet in mijn agenda' });
  await expect(link).toHaveAttribute('href', `/api/events/${walk.id}/calendar.ics`);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);

  const file = await page.request.get(`/api/events/${walk.id}/calendar.ics`);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // Unfolded and unescaped as a calendar app reads it.
  const text = (await file.text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
  expect(text).toContain(`SUMMARY:${walk.name}\r\n`);

  await page.goto('/eigenwandeltochten');
  const host = new URL(page.url()).host;
  await expect(page.getByRole('link', { name: 'Abonneer op de wandelkalender' })).toHaveAttribute(
    'href',
    `webcal://${host}/api/events/calendar.ics`,
  );
});
