import { expect, test, type Page } from './support/test';
import type { Event } from '../../server/contracts/event';
import type { Newsletter, NewsletterSummary } from '../../server/contracts/newsletter';

/**
 * The largest image of a page loads at once and first, and no image makes
 * the page move while it loads.
 */

type ImageFacts = { src: string; fetchPriority: string | null; loading: string | null; area: number };

/** The images the page shows, with their loading hints and their shown size (0 outside the first screen). */
const imagesOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')].map((image): ImageFacts => {
      const box = image.getBoundingClientRect();
      const visibleHeight = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
      const visibleWidth = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
      return {
        src: image.currentSrc || image.src,
        fetchPriority: image.getAttribute('fetchpriority'),
        loading: image.getAttribute('loading'),
        area: visibleHeight * visibleWidth,
      };
    }),
  );

/** The images without a size the browser knows before they load: no width and height, no aspect-ratio, no size in their style. */
const unsizedImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter(
        (image) =>
          !(image.hasAttribute('width') && image.hasAttribute('height')) &&
          getComputedStyle(image).aspectRatio === 'auto' &&
          // The map's tiles and marker: Leaflet sizes and places each in its style, inside a map of fixed height.
          !(image.style.width && image.style.height),
      )
      .map((image) => image.outerHTML),
  );

/** The largest image in the first screen: the page's likely Largest Contentful Paint. */
async function expectLargestImageFirst(page: Page, what: string) {
  await expect(page.locator('main img').first()).toBeVisible();
  const images = await imagesOf(page);
  const largest = [...images].sort((a, b) => b.area - a.area)[0];
  expect(largest?.area, `${what}: een afbeelding in het eerste scherm`).toBeGreaterThan(0);
  expect(largest?.fetchPriority, `${what}: ${largest?.src}`).toBe('high');
  expect(largest?.loading, `${what}: ${largest?.src}`).not.toBe('lazy');
  expect(await unsizedImages(page), what).toEqual([]);
}

test('de grootste afbeelding laadt meteen en eerst, en elke afbeelding heeft haar maat', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLargestImageFirst(page, 'startpagina');

  const next = (await (await request.get('/api/events/own/next')).json()) as Event;
  expect(next.banner, 'de volgende eigen wandeltocht heeft een banner').not.toBeNull();
  await page.goto(`/wandeltochten/${next.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await expectLargestImageFirst(page, 'wandeltocht');

  // A newsletter with photos: its first photo is eager, the later ones wait until scrolled to.
  const summaries = (await (await request.get('/api/newsletters')).json()) as NewsletterSummary[];
  let withPhotos: Newsletter | undefined;
  for (const summary of summaries) {
    const full = (await (await request.get(`/api/newsletters/${summary.id}`)).json()) as Newsletter;
    if (full.blocks.filter((block) => block.imageId).length >= 2) {
      withPhotos = full;
      break;
    }
  }
  if (!withPhotos) throw new Error('geen nieuwsbrief met twee foto’s in de demo');
  // A tall window, so the first photo is in the first screen as on a large monitor.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto(`/nieuwsbrieven/${withPhotos.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withPhotos.title);
  const photos = page.locator('main img.newsletters-block-image');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
  await expectLargestImageFirst(page, 'nieuwsbrief');

  // The lists and club pages: nothing unsized either.
  for (const path of ['/wandeltochten', '/eigenwandeltochten', '/leden', '/nieuwsbrieven']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unsizedImages(page), path).toEqual([]);
  }
});
