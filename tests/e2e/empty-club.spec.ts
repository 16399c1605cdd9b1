import { expect, test, type Page } from './support/test';
import { clubName } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// Runs in the project 'empty': a server on a club without content (SEED=none), see playwright.config.ts.

async function expectAccessible(page: Page, label: string) {
  expect(await axeViolations(page, `${label}`)).toEqual([]);
}

test('een lege club: geen wandeltochten, geen Nieuwsbrieven-link, geen Info-menu', async ({ page, request }) => {
  // The server really is empty: this test is about what the pages make of that.
  expect(await (await request.get('/api/website-pages')).json()).toEqual([]);
  expect(await (await request.get('/api/newsletters')).json()).toEqual([]);
  expect((await request.get('/api/events/own/next')).status()).toBe(204);

  const errors = watchPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
  await expect(
    page
      .getByRole('region', { name: 'Volgende Eigen Wandeltocht' })
      .getByText('Er zijn momenteel geen toekomstige wandeltochten gepland.'),
  ).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Bestuur' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Nieuwsbrieven' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Info' })).toHaveCount(0);
  await expectAccessible(page, '/');

  for (const path of ['/eigenwandeltochten', '/wandeltochten']) {
    await page.goto(path);
    await expect(
      page
        .getByRole('region', { name: 'Toekomstige Wandeltochten' })
        .getByText('Er zijn momenteel geen toekomstige wandeltochten gepland.'),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible(page, path);
  }

  await page.goto('/nieuwsbrieven');
  await expect(page.getByText('Er zijn momenteel geen nieuwsbrieven beschikbaar.')).toBeVisible();
  await expectAccessible(page, '/nieuwsbrieven');
  expect(errors).toEqual([]);
});

test('een lege club: het mobiele menu heeft ook geen Info en geen Nieuwsbrieven', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu openen' }).click();
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Lid Worden' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Nieuwsbrieven' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Info' })).toHaveCount(0);
});

test('een lege club: bestuur, Euraudax en info tonen hun lege toestand zonder fouten', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/leden');
  await expect(page.getByRole('heading', { name: 'Bestuur', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Helpers', exact: true })).toHaveCount(0);
  await expectAccessible(page, '/leden');

  await page.goto('/euraudax');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/euraudax');

  await page.goto('/info/geschiedenis');
  await expect(page.getByText('Kon pagina niet laden')).toBeVisible();
  expect(errors).toEqual([]);
});
