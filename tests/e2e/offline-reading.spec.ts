import { expect, test, type Page } from './support/test';
import type { Event } from '../../server/contracts/event';
import type { Newsletter, NewsletterSummary } from '../../server/contracts/newsletter';
import { offlinePaths } from '../../server/contracts/offline';
import { lastPrefetchKey } from '../../web/app/offline/last-prefetch';
import { sessionTokenKey } from '../../web/lib/session-token';
import { expectImageLoaded } from './support/offline';
import { axeViolations, watchPageErrors } from './support/page-checks';
import { textOf } from './support/walks';

// Offline reading needs the service worker the other specs block.
test.use({ serviceWorkers: 'allow' });

/**
 * What the service worker has saved: the API answers' paths with their saved dates, the photos' paths,
 * and the header names any stored request (the cache key) carries.
 */
async function savedInCaches(page: Page) {
  return page.evaluate(async () => {
    const api = await caches.open('api');
    const media = await caches.open('media');
    const keys = [...(await api.keys()), ...(await media.keys())];
    const answers = await Promise.all(
      (await api.keys()).map(async (request) => ({
        path: new URL(request.url).pathname,
        savedAt: (await api.match(request))?.headers.get('X-Saved-At') ?? null,
      })),
    );
    return {
      answers,
      photos: (await media.keys()).map((request) => new URL(request.url).pathname),
      keyHeaders: [...new Set(keys.flatMap((request) => [...request.headers.keys()]))],
    };
  });
}

/** A saved date as the walker reads it, worked out here rather than by the app's formatter. */
const asWalkerReads = (iso: string) => {
  const date = new Date(iso);
  const zone = { timeZone: 'Europe/Brussels' } as const;
  const day = date.toLocaleDateString('nl-BE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...zone,
  });
  const time = date.toLocaleTimeString('nl-BE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...zone });
  return `Je bent offline. Je ziet de laatst bewaarde versie van ${day} om ${time}.`;
};

/** A stand-in admin token: the own walk list then goes out with an Authorization header, as for a signed-in admin. */
const adminToken = 'e2e-token-that-must-not-be-stored';

test('na één bezoek online leest een wandelaar offline de volgende eigen wandeltocht en een nieuwsbrief', async ({
  page,
  context,
  request,
}) => {
  const errors = watchPageErrors(page);
  // The demo club has a next own walk with a banner, and recent newsletters with photos.
  const next = (await (await request.get('/api/events/own/next')).json()) as Event;
  expect(next.banner, 'de volgende eigen wandeltocht heeft een banner').not.toBeNull();
  const summaries = (await (await request.get('/api/newsletters')).json()) as NewsletterSummary[];
  let newsletter: Newsletter | undefined;
  // Of the newest few (the ones fetched ahead), the first with a photo.
  for (const summary of summaries.slice(0, 5)) {
    const full = (await (await request.get(`/api/newsletters/${summary.id}`)).json()) as Newsletter;
    if (full.blocks.some((block) => block.imageId)) {
      newsletter = full;
      break;
    }
  }
  if (!newsletter) throw new Error('geen recente nieuwsbrief met een foto in de demo');
  const photoId = newsletter.blocks.find((block) => block.imageId)!.imageId!;
  await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [sessionTokenKey, adminToken] as const);
  // Every API read the page makes (through the worker): the home page's own and the background fetch's.
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiReads.push(pathname);
  });

  // The first visit, online: only the home page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(
      async () => {
        const { answers, photos } = await savedInCaches(page);
        const paths = answers.map((answer) => answer.path);
        return {
          walk: paths.includes(`/api/events/${next.id}`),
          banner: photos.some((path) => path.startsWith(next.banner!.cdnUrl)),
          newsletter: paths.includes(`/api/newsletters/${newsletter.id}`),
          photo: photos.some((path) => path.startsWith(`/media/${photoId}/`)),
        };
      },
      { message: 'de achtergrondopvraging bewaart wandeltocht, banner, nieuwsbrief en foto', timeout: 20_000 },
    )
    .toEqual({ walk: true, banner: true, newsletter: true, photo: true });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), lastPrefetchKey)).not.toBeNull();
  const saved = await savedInCaches(page);
  // A few batched reads, not one per walk, newsletter or info page (which was some fifty).
  expect(apiReads.filter((path) => path.startsWith('/api/offline/')).sort()).toEqual(
    Object.values(offlinePaths).sort(),
  );
  expect(
    apiReads.filter((path) => /^\/api\/(events|newsletters)\/\d+$|^\/api\/website-pages\/by-link\//.test(path)),
  ).toEqual([]);
  expect(apiReads.length, apiReads.join(', ')).toBeLessThanOrEqual(15);
  // Yet each answer of the walks' batch was saved on its own, under the URL the walk page asks.
  const walkBatch = (await (await request.get(offlinePaths.walks)).json()) as { answers: Record<string, unknown> };
  const savedPaths = saved.answers.map((answer) => answer.path);
  expect(Object.keys(walkBatch.answers).filter((path) => !savedPaths.includes(path))).toEqual([]);
  const savedDates = new Set(
    saved.answers.flatMap((answer) => (answer.savedAt ? [asWalkerReads(answer.savedAt)] : [])),
  );
  // The own list went out with the admin's token, but what is stored is looked up by URL alone: no headers, no token.
  expect(saved.answers.map((answer) => answer.path)).toContain('/api/events/own/future');
  expect(saved.keyHeaders).toEqual([]);

  await context.setOffline(true);
  const main = page.getByRole('main');
  const banner = page.getByRole('status').filter({ hasText: 'Je bent offline.' });

  // The walk's page, never opened before.
  await page.goto(`/wandeltochten/${next.id}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await expect(main).toContainText(textOf(next.intro));
  await expectImageLoaded(page, 'main img.walk-detail-banner');
  await expect(banner).toHaveText(/ van .+ om \d{2}:\d{2}\.$/);
  expect(savedDates).toContain(await banner.textContent());

  // A newsletter, never opened before, on a phone's width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/nieuwsbrieven/${newsletter.id}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(newsletter.title);
  // The intro's first paragraph (paragraphs run together in the page's text content).
  await expect(main).toContainText(textOf(/<p>(.*?)<\/p>/.exec(newsletter.intro)?.[1] ?? newsletter.intro));
  await expectImageLoaded(page, 'main img.newsletters-block-image');
  await expect(banner).toHaveText(/ van .+ om \d{2}:\d{2}\.$/);
  expect(savedDates).toContain(await banner.textContent());
  // The banner fits the phone: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, 'nieuwsbrief offline')).toEqual([]);

  // Back online: the next page is fresh, and the banner is gone.
  await context.setOffline(false);
  await main.getByRole('link', { name: 'Terug naar overzicht' }).click();
  await expect(page).toHaveURL(/\/nieuwsbrieven$/);
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Online, but the server answers an error (a proxy's 502 during a deploy): the saved copy, and the banner
  // says why. Within the app, so the page asks the API itself (a reload gets the server's rendered page).
  await context.route('**/api/newsletters', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  await page.setViewportSize({ width: 1280, height: 800 });
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await menu.getByRole('link', { name: 'Nieuwsbrieven' }).click();
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Geen verbinding met de server.' })).toHaveText(
    /^Geen verbinding met de server\. Je ziet de laatst bewaarde versie van .+ om \d{2}:\d{2}\.$/,
  );
  await context.unroute('**/api/newsletters');
  expect(errors).toEqual([]);
});

test('op een verbinding die data spaart, haalt de achtergrond niets op, ook geen teksten', async ({ page }) => {
  // Chromium's navigator.connection as on a phone with Save-Data on (a fast network otherwise).
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener: () => undefined },
    }),
  );
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/media/')) reads.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Past the load event and the idle callback's longest wait (5 s), when the fetch would have started.
  await page.waitForTimeout(6_500);
  expect(reads.filter((path) => path.startsWith('/api/offline/'))).toEqual([]);
  const { answers } = await savedInCaches(page);
  expect(answers.filter((answer) => /^\/api\/(events|newsletters)\/\d+$/.test(answer.path))).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), lastPrefetchKey)).toBeNull();
});

test('een wandelaar krijgt geen beheercode in de cache; een beheerder krijgt elk beheerscherm en de editor', async ({
  page,
}) => {
  const cachedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The precache is complete once the worker is active: the public chunks are in, the admin's are not.
  await expect.poll(async () => (await cachedPaths()).some((path) => /\/assets\/walk-map-/.test(path))).toBe(true);
  const walker = await cachedPaths();
  expect(walker.filter((path) => /\/assets\/(admin-area|rich-text-editor|members-page)-/.test(path))).toEqual([]);

  // Opening the admin area (the login is enough) loads every screen and the editor for offline use.
  await page.goto('/admin/login');
  await expect
    .poll(
      async () =>
        (await cachedPaths()).filter((path) =>
          /\/assets\/(rich-text-editor|members-page|newsletter-edit-page)-[^/]*\.js$/.test(path),
        ).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(3);
});
