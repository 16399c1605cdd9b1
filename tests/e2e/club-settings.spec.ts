import type { SiteConfig } from '../../server/contracts/site-config';
import { clubName } from './support/club';
import { axeViolations } from './support/page-checks';
import { changeSiteConfig, embedSiteConfigOnly, withoutSiteConfig } from './support/site-config';
import { expect, test, type Page } from './support/test';

// Issue "Club settings": the public pages show the club of the settings, not one written in the code.

const otherClub = (config: SiteConfig): SiteConfig => ({
  ...config,
  settings: {
    ...config.settings,
    club: {
      ...config.settings.club,
      name: 'De Bosstappers',
      tagline: 'Wandelen langs de Schelde',
      themeColor: '#7b2d26',
    },
    texts: {
      ...config.settings.texts,
      welcome: '<p>Welkom bij de Bosstappers!</p>',
      footer: '<p>De Bosstappers: wandelen sinds gisteren.</p>',
    },
  },
});

/** 'rgb(1, 2, 3)' or, for a color-mix(), 'color(srgb 0.1 0.2 0.3)', as channels 0–255. */
function channels(colour: string): number[] {
  const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);
  return colour.startsWith('color(') ? numbers.map((value) => value * 255) : numbers;
}

const brandColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim());

test('naam, slogan, kleur en voettekst komen uit de instellingen', async ({ page }) => {
  await changeSiteConfig(page, otherClub);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('De Bosstappers');
  await expect(page.getByText('Wandelen langs de Schelde')).toBeVisible();
  await expect(page).toHaveTitle('De Bosstappers');
  await expect(page.getByRole('banner').getByRole('link', { name: 'De Bosstappers' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} De Bosstappers. Alle Rechten Voorbehouden`);
  await expect(footer).toContainText('De Bosstappers: wandelen sinds gisteren.');
  await expect(page.getByRole('region', { name: 'Welkom' })).toHaveText('WelkomWelkom bij de Bosstappers!');
  await expect(page.locator('body')).not.toContainText('Houtlandstappers');

  // One colour: the navbar takes it, the darker shade for the headings follows it.
  expect(await brandColour(page)).toBe('#7b2d26');
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(123, 45, 38)');
  const [red, green, blue] = channels(
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color),
  );
  // Darker than the colour itself, the same hue: red well above green and blue.
  expect(red).toBeLessThan(123);
  expect(red).toBeGreaterThan(green! + 30);
  expect(blue).toBeLessThan(38);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7b2d26');

  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact | De Bosstappers');
});

test('de voettekst toont adres, e-mail, telefoon en de links van de club', async ({ page, request }) => {
  const { settings } = (await (await request.get('/api/site-config')).json()) as SiteConfig;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(settings.contact.address);
  await expect(footer.getByRole('link', { name: settings.contact.email })).toHaveAttribute(
    'href',
    `mailto:${settings.contact.email}`,
  );
  await expect(footer.getByRole('link', { name: settings.contact.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  const links = footer.getByRole('navigation', { name: 'Volg ons' });
  await expect(links.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', settings.contact.facebook);
  await expect(links.getByRole('link', { name: 'Strava' })).toHaveAttribute('href', settings.contact.strava);
  // The demo club has no Instagram: no link to nowhere.
  expect(settings.contact.instagram).toBe('');
  await expect(links.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
});

test('de held toont de foto meteen, met zijn maten; het logo staat in de navigatiebalk', async ({ page }) => {
  await page.goto('/');
  const photo = page.locator('.hero img');
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect(photo).toHaveAttribute('width', /\d+/);
  await expect(photo).toHaveAttribute('height', /\d+/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const logo = page.getByRole('banner').locator('.brand img');
  await expect(logo).toHaveAttribute('width', '32');
  await expect(logo).toHaveAttribute('height', '32');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('lidgeld, rekening en privacyverklaring staan bij het formulier', async ({ page }) => {
  await page.goto('/lidworden');
  const fee = page.getByRole('region', { name: 'Lidgeld' });
  await expect(fee).toContainText('€ 15,00');
  await expect(fee).toContainText('BE68 5390 0754 7034');
  await expect(fee).toContainText('GKCCBEBB');
  await expect(fee).toContainText(clubName);

  const privacy = page.locator('details', { hasText: 'Privacyverklaring' });
  await expect(privacy.getByText('Welke gegevens bewaren we?')).toBeHidden();
  await privacy.getByText('Privacyverklaring').click();
  await expect(privacy.getByText('Welke gegevens bewaren we?')).toBeVisible();

  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'secretariaat@example.be' })).toBeVisible();
  await expect(page.locator('details', { hasText: 'Privacyverklaring' })).toHaveCount(1);
  expect(await axeViolations(page, '/contact')).toEqual([]);
});

test('wat de club leeg liet, blijft weg', async ({ page }) => {
  await changeSiteConfig(page, (config) => ({
    ...config,
    settings: {
      ...config.settings,
      club: { ...config.settings.club, foundingMembers: '', heroImage: null },
      texts: { ...config.settings.texts, expect: '', welcome: '', euraudaxHistory: '', privacy: '' },
      membership: { yearlyFee: null, iban: '', bic: '', accountHolder: '' },
    },
  }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
  await expect(page.getByRole('heading', { name: 'Welkom' })).toHaveCount(0);
  await expect(page.locator('.hero img')).toHaveCount(0);

  await page.goto('/eigenwandeltochten');
  await expect(page.getByRole('heading', { name: 'Wat heb je nodig' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wat te verwachten' })).toHaveCount(0);

  await page.goto('/leden');
  const stats = page.getByRole('region', { name: 'Onze leden' });
  await expect(stats.getByRole('listitem').filter({ hasText: 'Medewerkers en vrijwilligers' })).toBeVisible();
  await expect(stats.getByText('Stichtende leden')).toHaveCount(0);

  await page.goto('/euraudax');
  await expect(page.getByRole('heading', { name: 'Euraudax-tochten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onze geschiedenis' })).toHaveCount(0);

  await page.goto('/lidworden');
  await expect(page.getByRole('heading', { name: 'Lid worden', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lidgeld' })).toHaveCount(0);
  await expect(page.getByRole('main').locator('details')).toHaveCount(0);
});

test('de pagina leest de instellingen uit het JSON-blok van de server, zonder ze op te halen', async ({
  page,
  request,
}) => {
  const config = otherClub((await (await request.get('/api/site-config')).json()) as SiteConfig);
  const fetched = await embedSiteConfigOnly(page, config);
  await page.goto('/leden');
  await expect(page.getByRole('banner').getByRole('link', { name: 'De Bosstappers' })).toBeVisible();
  await expect(page).toHaveTitle('Onze Leden en Bestuur | De Bosstappers');
  expect(await brandColour(page)).toBe('#7b2d26');
  expect(fetched).toEqual([]);
});

test('zonder instellingen (offline, eerste bezoek) toont de pagina geen andere club', async ({ page }) => {
  await withoutSiteConfig(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Onze Wandeltochten' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.locator('body')).not.toContainText('Houtlandstappers');
});
