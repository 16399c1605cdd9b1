import { expect } from './support/test';
import { clubName } from './support/club';
import { servedHead } from './support/served-head';
import { test } from './support/walks';

test('de app neemt de kop van de server over: één titel en beschrijving, en na navigatie geen voorbeeld van de vorige pagina', async ({
  page,
  request,
}) => {
  const [walk] = (await (await request.get('/api/events/own/future')).json()) as { id: number; name: string }[];
  const path = `/eigenwandeltochten/${walk!.id}`;
  const served = await servedHead(request, path);
  expect(served.status).toBe(200);
  expect(served.meta('og:image')).toMatch(/^https?:\/\/[^/]+\/media\/[0-9a-f-]{36}\/1200x630\.jpg$/);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: walk!.name })).toBeVisible();
  await expect(page).toHaveTitle(`${walk!.name} | ${clubName}`);
  expect(await page.title()).toBe(served.title);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served.description!);
  // Search engines that run scripts still find the walk's preview tags and its Event.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', served.meta('og:image')!);
  const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(event).toMatchObject({ '@type': 'Event', name: walk!.name });

  // Another page, opened in the app: its own title, description and feed link, nothing left of the walk.
  await page.getByRole('navigation').getByRole('link', { name: 'Nieuwsbrieven' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrieven' })).toBeVisible();
  const list = await servedHead(request, '/nieuwsbrieven');
  await expect(page).toHaveTitle(list.title!);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', list.description!);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(
    page.locator('meta[property^="og:"], link[rel="canonical"], script[type="application/ld+json"]'),
  ).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"]')).toHaveAttribute('href', '/api/newsletters/feed.xml');

  // And back to a page without a feed: the link goes with the newsletters.
  await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page).toHaveTitle(`Contact | ${clubName}`);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
});

test('een onbekende wandeltocht, nieuwsbrief of infopagina: 404 en noindex, ook als de app draait', async ({
  page,
  request,
  allowedConsoleErrors,
}) => {
  // The page itself and its data answer 404, which the browser reports.
  allowedConsoleErrors.push(/status of 404 \(Not Found\)/);
  for (const path of ['/wandeltochten/999999', '/nieuwsbrieven/999999', '/info/bestaat-niet']) {
    const served = await servedHead(request, path);
    expect(served.status, path).toBe(404);
    expect(served.meta('robots'), path).toBe('noindex');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /laden/i })).toHaveCount(0);
    await expect(page, path).toHaveTitle(served.title!);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', served.description!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});
