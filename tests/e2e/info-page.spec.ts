import { expect, test, type APIRequestContext } from './support/test';
import type { Page as InfoPage } from '../../server/contracts/page';
import { clubName } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

async function infoPage(request: APIRequestContext, slug: string): Promise<InfoPage> {
  const response = await request.get(`/api/website-pages/by-link/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as InfoPage;
}

test('/info/geschiedenis toont titel, inhoud, paginatitel en de fotogalerij', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const history = await infoPage(request, 'geschiedenis');
  expect(history.photobook.length).toBeGreaterThan(0);

  await page.goto('/info/geschiedenis');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Onze geschiedenis');
  await expect(main.getByRole('heading', { level: 2, name: 'Van een idee tot een club' })).toBeVisible();
  await expect(main).toContainText('minstens twee eigen wandeltochten per jaar');
  await expect(page).toHaveTitle(`Onze geschiedenis | ${clubName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', history.metaDescription);

  // The photobook's pictures, through /media.
  const firstPhoto = main.locator(`img[src^="${history.photobook[0]!.cdnUrl}"]`);
  await expect(firstPhoto).toHaveCount(1);
  await firstPhoto.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // A link in the content opens the page inside the app: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await main.getByRole('link', { name: 'Word lid' }).click();
  await expect(page).toHaveURL('/lidworden');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('naar een andere infopagina gaan laadt die pagina, ook terug in de geschiedenis', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const practical = await infoPage(request, 'praktisch');
  expect(practical.photobook).toEqual([]);

  await page.goto('/info/geschiedenis');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Onze geschiedenis');
  await expect(main.locator('img[src^="/media/"]').first()).toBeAttached();

  // Inside the app (no page load): through the navbar's Info menu.
  await page.getByRole('banner').getByRole('button', { name: 'Info' }).click();
  await page.getByRole('banner').getByRole('link', { name: practical.title }).click();
  await expect(page).toHaveURL('/info/praktisch');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(practical.title);
  await expect(main.getByRole('heading', { level: 2, name: 'Lid worden' })).toBeVisible();
  await expect(main).not.toContainText('Van een idee tot een club');
  await expect(page).toHaveTitle(`${practical.title} | ${clubName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', practical.metaDescription);
  // No photobook, no gallery.
  await expect(main.locator('img')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/info/geschiedenis');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Onze geschiedenis');
  await expect(page).toHaveTitle(`Onze geschiedenis | ${clubName}`);
  expect(errors).toEqual([]);
});

test('een onbekende of niet gepubliceerde pagina toont "Kon pagina niet laden"', async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const slug of ['bestaat-niet', 'vrijwilligers']) {
    await page.goto(`/info/${slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Kon pagina niet laden');
    await expect(main.getByRole('alert')).toHaveText('Deze pagina bestaat niet of is niet gepubliceerd.');
    // The not-found head the server answered with (status 404, noindex).
    await expect(page).toHaveTitle(`Pagina niet gevonden | ${clubName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await expect(page.getByText('Help je mee?')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('de infopagina is toegankelijk (axe-core), ook op een smalle telefoon', async ({ page }) => {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/info/geschiedenis', '/info/bestaat-niet']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page, `${width}px ${path}`)).toEqual([]);
    }
  }
});
