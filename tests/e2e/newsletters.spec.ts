import { expect, test } from './support/test';
import type { Newsletter, NewsletterSummary } from '../../server/contracts/newsletter';
import { clubName } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';
import { renderedInBrowser } from './support/server-render';

/** The date as the page must show it: nl-BE long, in the club's time zone. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('nl-BE', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Brussels',
  });

/** A few words of a block that a reader sees: its heading, else the start of its first paragraph. */
const snippet = (html: string) => {
  const part = /<h[23]>(.*?)<\/h[23]>/.exec(html)?.[1] ?? /<p>(.*?)<\/p>/.exec(html)?.[1] ?? html;
  return part
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Script errors on the page fail the test. */

test('het overzicht toont de gepubliceerde nieuwsbrieven, nieuwste eerst', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const newsletters = (await (await request.get('/api/newsletters')).json()) as NewsletterSummary[];
  expect(newsletters.length).toBeGreaterThanOrEqual(3);

  await page.goto('/nieuwsbrieven');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwsbrieven');
  await expect(page).toHaveTitle(`Nieuwsbrieven | ${clubName}`);

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(newsletters.length);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(newsletters.map((n) => n.title));
  for (const [index, newsletter] of newsletters.entries()) {
    const card = cards.nth(index);
    await expect(card.locator('time')).toHaveText(longDate(newsletter.creationTimestamp));
    await expect(card.locator('.clamp.clamp-3')).toBeVisible();
    const link = card.getByRole('link', { name: `Lees meer over ${newsletter.title}` });
    await expect(link).toHaveAttribute('href', `/nieuwsbrieven/${newsletter.id}`);
    await expect(link).toContainText('Lees meer');
    await expect(link).toContainText('→');
  }
  // The seed's dates are in the past and newest first.
  const times = newsletters.map((n) => Date.parse(n.creationTimestamp));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(errors).toEqual([]);
});

test('een nieuwsbrief openen toont titel, datum, blokken met foto en het slot', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  // The newest with a photo in a block (the seed's all have one; other specs may add newsletters without).
  const summaries = (await (await request.get('/api/newsletters')).json()) as NewsletterSummary[];
  const details = await Promise.all(
    summaries.map(async (n) => (await (await request.get(`/api/newsletters/${n.id}`)).json()) as Newsletter),
  );
  const newsletter = details.find((n) => n.blocks.some((block) => block.imageId))!;
  expect(newsletter).toBeDefined();
  const withImage = newsletter.blocks.filter((block) => block.imageId);

  await page.goto('/nieuwsbrieven');
  await page.getByRole('link', { name: `Lees meer over ${newsletter.title}` }).click();
  await expect(page).toHaveURL(`/nieuwsbrieven/${newsletter.id}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(newsletter.title);
  await expect(page).toHaveTitle(`${newsletter.title} | ${clubName}`);
  // The description is the intro as plain text.
  const introStart = newsletter.intro
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  expect(introStart.length).toBeGreaterThan(10);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${escapeRegExp(introStart)}`),
  );
  await expect(main).toContainText(`Gepubliceerd op: ${longDate(newsletter.creationTimestamp)}`);

  // Blocks in their order, each with its text; images through /media by the block's uuid.
  const positions: number[] = [];
  const text = await main.innerText();
  for (const block of newsletter.blocks) {
    await expect(main).toContainText(snippet(block.text));
    positions.push(text.replace(/\s+/g, ' ').indexOf(snippet(block.text)));
  }
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  await expect(main.locator('img[src^="/media/"]')).toHaveCount(withImage.length);
  for (const block of withImage) {
    await expect(main.locator(`img[src^="/media/${block.imageId}/"]`)).toHaveCount(1);
  }
  const image = main.locator(`img[src^="/media/${withImage[0]!.imageId}/"]`);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(main).toContainText(snippet(newsletter.outro));

  await main.getByRole('link', { name: '← Terug naar overzicht' }).click();
  await expect(page).toHaveURL('/nieuwsbrieven');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwsbrieven');
  expect(errors).toEqual([]);
});

test('een onbekende nieuwsbrief toont de foutmelding', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/nieuwsbrieven/999999');
  await expect(page.getByRole('alert')).toContainText('Fout bij het ophalen van de nieuwsbrief.');
  await expect(page.getByRole('link', { name: '← Terug naar overzicht' })).toHaveAttribute('href', '/nieuwsbrieven');
  expect(errors).toEqual([]);
});

test.describe('zonder verbinding', () => {
  // A service worker would answer from its cache instead of the blocked network.
  test.use({ serviceWorkers: 'block' });

  test('het overzicht meldt een fout als de nieuwsbrieven niet laden', async ({ page }) => {
    const errors = watchPageErrors(page);
    await renderedInBrowser(page);
    await page.route('**/api/newsletters', (route) => route.abort());
    await page.goto('/nieuwsbrieven');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Oeps! Er is iets misgegaan.');
    await expect(alert).toContainText('Fout bij het ophalen van nieuwsbrieven.');
    await expect(alert).toHaveText(/Oeps! Er is iets misgegaan\.\s*Fout bij het ophalen van nieuwsbrieven\./);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('de nieuwsbrieven zijn toegankelijk (axe-core), ook op een smalle telefoon', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/newsletters')).json()) as NewsletterSummary[];
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/nieuwsbrieven', `/nieuwsbrieven/${first!.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      expect(await axeViolations(page, `${width}px ${path}`)).toEqual([]);
    }
  }
});
