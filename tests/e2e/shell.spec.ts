import { expect, test } from './support/test';
import { clubName } from './support/club';
import { watchPageErrors } from './support/page-checks';

type Summary = { id: number; title: string; link: string };

const desktopLinks: [string, string][] = [
  ['Home', '/'],
  ['Bestuur', '/leden'],
  ['Eigen Wandeltochten', '/eigenwandeltochten'],
  ['Wandeltochten', '/wandeltochten'],
  ['Nieuwsbrieven', '/nieuwsbrieven'],
  ['Euraudax', '/euraudax'],
  ['Contact', '/contact'],
  ['Lid Worden', '/lidworden'],
];

test.describe('navigatiebalk op een breed scherm', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('elke link van de navigatiebalk opent zijn pagina', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
    for (const [name, path] of desktopLinks) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('banner').getByRole('link', { name: clubName }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
    expect(errors).toEqual([]);
  });

  test('het Info-menu opent bij aanwijzen en bij toetsenbordfocus, met één item per gepubliceerde pagina', async ({
    page,
    request,
  }) => {
    const pages = (await (await request.get('/api/website-pages')).json()) as Summary[];
    expect(pages.length).toBeGreaterThan(1);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const info = nav.getByRole('button', { name: 'Info' });
    const firstPage = nav.getByRole('link', { name: pages[0]!.title });

    await expect(firstPage).toBeHidden();
    await info.hover();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    for (const summary of pages) {
      await expect(nav.getByRole('link', { name: summary.title })).toHaveAttribute('href', `/info/${summary.link}`);
    }
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(firstPage).toBeHidden();

    // Keyboard: Tab from Home reaches Info and opens it; Tab goes into the list; Escape closes it.
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(info).toBeFocused();
    await expect(firstPage).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstPage).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstPage).toBeHidden();
    await expect(info).toBeFocused();

    // Choosing a page opens it and closes the list.
    await page.keyboard.press('Enter');
    await firstPage.click();
    await expect(page).toHaveURL(`/info/${pages[0]!.link}`);
    await expect(firstPage).toBeHidden();
  });
});

test.describe('menu op een telefoon (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('de knop opent het menu, Info klapt open, en een keuze sluit het menu', async ({ page, request }) => {
    const pages = (await (await request.get('/api/website-pages')).json()) as Summary[];
    const errors = watchPageErrors(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    for (const [name] of desktopLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

    const info = nav.getByRole('button', { name: 'Info' });
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: pages[1]!.title }).click();
    await expect(page).toHaveURL(`/info/${pages[1]!.link}`);
    await expect(nav).toBeHidden();

    // A tap on Info toggles the section open and closed again.
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('link', { name: 'Wandeltochten', exact: true }).click();
    await expect(page).toHaveURL('/wandeltochten');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${clubName} op stap`);
    await expect(nav).toBeHidden();
    // Nothing sticks out sideways on a narrow phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });
});

test('de navigatiebalk blijft bovenaan bij het scrollen, en de voettekst staat onderaan', async ({ page }) => {
  await page.goto('/eigenwandeltochten');
  await expect(page.getByRole('heading', { name: 'Afgelopen Wandeltochten' })).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${clubName}. Alle Rechten Voorbehouden`);
  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
});

test('elke pagina komt in beeld met een vervaging, sleutel per volledig pad', async ({ page }) => {
  await page.goto('/wandeltochten');
  const fade = page.locator('.page-fade');
  await expect(fade).toHaveCSS('animation-name', 'page-fade-in');
  const before = await fade.elementHandle();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Euraudax' }).click();
  await expect(page).toHaveURL('/euraudax');
  // A new path mounts a new wrapper, so the fade runs again.
  expect(await before?.evaluate((node) => node.isConnected)).toBe(false);
});

test('op /admin verschijnen navigatiebalk en voettekst niet', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});
