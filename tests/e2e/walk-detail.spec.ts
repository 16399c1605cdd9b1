import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Event } from '../../server/contracts/event';
import { adminHeaders, clubName, outsideWorldUrl } from './support/club';
import { axeViolations } from './support/page-checks';

/** Every test fails on a script error in the page, and on console errors it did not expect. */
const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      await use(allowed);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

type Listed = Event & { list: 'own' | 'other' };

/** Every published walk with its detail, found through the public API as a visitor's browser would. */
async function publishedWalks(request: APIRequestContext): Promise<Listed[]> {
  const lists = [
    ['own', '/api/events/own/future'],
    ['own', '/api/events/own/past'],
    ['other', '/api/events/future'],
    ['other', '/api/events/past'],
  ] as const;
  const walks: Listed[] = [];
  for (const [list, path] of lists) {
    const cards = (await (await request.get(path)).json()) as { id: number }[];
    for (const card of cards) {
      const walk = (await (await request.get(`/api/events/${card.id}`)).json()) as Event;
      walks.push({ ...walk, list });
    }
  }
  return walks;
}

function pick(walks: Listed[], what: string, fits: (walk: Listed) => boolean): Listed {
  const walk = walks.find(fits);
  expect(walk, `een gepubliceerde wandeltocht ${what} in de demo`).toBeDefined();
  return walk!;
}

const detailPath = (walk: Listed) => `/${walk.list === 'own' ? 'eigenwandeltochten' : 'wandeltochten'}/${walk.id}`;
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const joined = (location: Event['location']) =>
  [
    location?.street,
    location?.houseNumber,
    location?.busNumber,
    location?.city,
    location?.postalCode,
    location?.country,
  ]
    .filter((part) => part?.trim())
    .join(', ');

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
}) => {
  const walks = await publishedWalks(request);
  const walk = pick(
    walks,
    'met coördinaten en zonder verslag',
    (candidate) => candidate.location?.lat != null && !textOf(candidate.report),
  );
  const tilesBefore = await tileRequests();
  await page.goto(detailPath(walk));

  const location = page.getByRole('region', { name: 'Locatie' });
  await expect(location).toContainText(joined(walk.location));
  const map = location.getByRole('region', { name: 'Kaart van de startplaats' });
  await expect(map).toBeVisible();
  await expect(map).toHaveCSS('height', '300px');
  const marker = map.getByRole('img', { name: 'Startplaats' });
  await expect(marker).toBeVisible();
  // The marker image really loaded (bundlers break Leaflet's default icon path).
  expect(await marker.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(async () => (await tileRequests()) - tilesBefore).toBeGreaterThan(0);
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

async function tileRequests(): Promise<number> {
  return (await outsideRequests()).filter((path) => path.startsWith('/tiles/')).length;
}

async function outsideRequests(): Promise<string[]> {
  return (await (await fetch(`${outsideWorldUrl()}/requests`)).json()) as string[];
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

  test('de browser vraagt de geocoder; zonder treffer staat het adres er zonder kaart', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const searchesBefore = (await outsideRequests()).length;
    await page.goto(detailPath(walk));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.name);
    await expect(page.getByRole('main').locator('dl')).toContainText('Afstanden: Afstand onbekend');
    await expect(page.getByRole('main').locator('dl')).not.toContainText('Deelnemers:');
    await expect(page.getByRole('region', { name: 'Locatie' })).toContainText('Onvindbaarstraat, 7, Nergensdorp, 8999');
    // The browser's own question: q, format json, limit 1 (SPEC §7).
    await expect
      .poll(async () =>
        (await outsideRequests())
          .slice(searchesBefore)
          .some((path) => /^\/search\?/.test(path) && /Onvindbaar/.test(path) && /format=json/.test(path)),
      )
      .toBe(true);
    const asked = (await outsideRequests()).slice(searchesBefore).find((path) => /Onvindbaar/.test(path))!;
    expect(new URL(asked, 'http://x').searchParams.get('limit')).toBe('1');
    await expect.poll(() => warnings.some((warning) => warning.includes('Onvindbaarstraat'))).toBe(true);
    await expect(page.getByRole('region', { name: 'Kaart van de startplaats' })).toHaveCount(0);
  });

  test('met een treffer van de geocoder komt de kaart er toch', async ({ page }) => {
    // The stand-in never finds this street: answer for it the way a geocoder that knows it would.
    await page.route(
      (url) => url.href.startsWith(`${outsideWorldUrl()}/search`),
      (route) =>
        route.fulfill({ json: [{ lat: '51.0543', lon: '3.1179' }], headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.goto(detailPath(walk));

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

/** The photos the carousel shows now, in order, by position: 'Foto 2 van 5: …' gives 2. */
async function shownPhotos(gallery: Locator): Promise<number[]> {
  const names = await gallery
    .getByRole('button', { name: /^Foto \d+ van \d+/ })
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('img')?.alt ?? ''));
  return names.map((name) => Number(/^Foto (\d+)/.exec(name)?.[1]));
}

test("de carrousel toont 3 foto's en schuift rond; met 3 of minder geen knoppen", async ({ page, request }) => {
  const walks = await publishedWalks(request);
  const walk = pick(walks, "met meer dan 3 foto's", (candidate) => candidate.photobook.length > 3);
  const total = walk.photobook.length;
  await page.goto(detailPath(walk));
  const gallery = page.getByRole('region', { name: `Foto's: ${walk.name}` });
  await expect(gallery.getByRole('button', { name: `Foto 1 van ${total}: ${walk.name}` })).toBeVisible();
  expect(await shownPhotos(gallery)).toEqual([1, 2, 3]);

  await gallery.getByRole('button', { name: "Volgende foto's" }).click();
  await expect(gallery.getByRole('button', { name: new RegExp(`^Foto 4 van ${total}`) })).toBeVisible();
  expect(await shownPhotos(gallery)).toEqual([2, 3, 4]);
  await gallery.getByRole('button', { name: "Vorige foto's" }).click();
  await gallery.getByRole('button', { name: "Vorige foto's" }).click();
  await expect(gallery.getByRole('button', { name: new RegExp(`^Foto ${total} van ${total}`) })).toBeVisible();
  expect(await shownPhotos(gallery)).toEqual([total, 1, 2]);
  await gallery.getByRole('button', { name: "Volgende foto's" }).click();
  expect(await shownPhotos(gallery)).toEqual([1, 2, 3]);

  const few = pick(
    walks,
    "met 1 tot 3 foto's",
    (candidate) => candidate.photobook.length > 0 && candidate.photobook.length <= 3,
  );
  await page.goto(detailPath(few));
  const small = page.getByRole('region', { name: `Foto's: ${few.name}` });
  await expect(small.getByRole('button', { name: new RegExp(`^Foto 1 van ${few.photobook.length}`) })).toBeVisible();
  expect(await shownPhotos(small)).toEqual(few.photobook.map((_, index) => index + 1));
  await expect(small.getByRole('button', { name: /foto's$/ })).toHaveCount(0);
});

test('de lightbox opent, bladert rond, houdt de focus vast en sluit op drie manieren', async ({ page, request }) => {
  const walks = await publishedWalks(request);
  const walk = pick(walks, "met meer dan 3 foto's", (candidate) => candidate.photobook.length > 3);
  const total = walk.photobook.length;
  await page.goto(detailPath(walk));
  const opener = page.getByRole('button', { name: new RegExp(`^Foto 2 van ${total}`) });
  const dialog = page.getByRole('dialog', { name: `Foto's: ${walk.name}` });
  const caption = (position: number) => dialog.getByText(`Foto ${position} van ${total}`, { exact: true });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(caption(2)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  const big = dialog.getByRole('img', { name: `Foto 2 van ${total}: ${walk.name}` });
  await expect(big).toBeVisible();
  await expect.poll(() => big.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  await dialog.getByRole('button', { name: 'Vorige foto', exact: true }).click();
  await expect(caption(1)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vorige foto', exact: true }).click();
  await expect(caption(total)).toBeVisible();
  await dialog.getByRole('button', { name: 'Volgende foto', exact: true }).click();
  await expect(caption(1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(caption(2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(caption(1)).toBeVisible();

  const focusInDialog = () =>
    page.evaluate(
      () => Boolean(document.activeElement?.closest('dialog[open]')) && document.activeElement !== document.body,
    );
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus na ${key}`).toBe(true);
  }

  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // Beside the photo, in the dark area around it.
  await dialog.click({ position: { x: 4, y: 4 } });
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A click on the photo itself keeps it open.
  await opener.click();
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
});

test('de wandeltocht is toegankelijk (axe-core), ook op een smalle telefoon en met de lightbox open', async ({
  page,
  request,
}) => {
  // Six full axe runs, one over a map of tiles: more than the default 30 s on a slow machine.
  test.slow();
  const walks = await publishedWalks(request);
  const withMap = pick(walks, 'met kaart', (candidate) => candidate.location?.lat != null && !textOf(candidate.report));
  const withPhotos = pick(walks, "met meer dan 3 foto's", (candidate) => candidate.photobook.length > 3);
  const check = async (what: string) => {
    expect(await axeViolations(page, `${what}`)).toEqual([]);
  };

  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(detailPath(withMap));
    await expect(page.getByRole('region', { name: 'Kaart van de startplaats' }).getByRole('img').first()).toBeVisible();
    await check(`${width}px kaart`);

    await page.goto(detailPath(withPhotos));
    await page.getByRole('button', { name: /^Foto 1 van/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(`${width}px lightbox`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await check(`${width}px foto's`);
  }
});
