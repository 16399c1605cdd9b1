import { expect, test } from './support/test';
import { axeViolations } from './support/page-checks';

const clubName = 'De Houtlandstappers';

test('de startpagina toont de club in het Nederlands', async ({ page }) => {
  // Script errors and blocked resources (e.g. by the content security policy) show up in the console.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page).toHaveTitle(clubName);
  // Only the app sets the description, so this shows the page's own head tags were rendered.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /is een wandelclub/);
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} ${clubName}. Alle Rechten Voorbehouden`,
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(problems).toEqual([]);
});

test('een onbekend adres toont "Pagina niet gevonden"', async ({ page }) => {
  const response = await page.goto('/bestaat/niet');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  await expect(page).toHaveTitle(`Pagina niet gevonden | ${clubName}`);

  await page.getByRole('banner').getByRole('link', { name: clubName }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
});

test('de schermen van de basis zijn toegankelijk (axe-core), ook op een smalle telefoon', async ({ page }) => {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/bestaat/niet']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page, `${width}px ${path}`)).toEqual([]);
    }
  }
});
