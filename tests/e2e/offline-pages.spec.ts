import { expect, test, type Page } from './support/test';
import { adminPaths } from '../../server/contracts/admin-paths';
import type { Event } from '../../server/contracts/event';
import { signInWithToken } from './support/admin';
import { watchPageErrors } from './support/page-checks';

// The pages the service worker serves, so it must run.
test.use({ serviceWorkers: 'allow' });

/** Once the worker controls the page, its navigations go through the worker. */
async function workerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller))).toBe(true);
}

/** The paths kept in the worker's 'pages' cache. */
const savedPages = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname),
  );

test('offline krijgt een bezochte pagina haar bewaarde versie, een nooit bezochte de app-shell', async ({
  page,
  context,
  request,
}) => {
  const errors = watchPageErrors(page);
  const next = (await (await request.get('/api/events/own/next')).json()) as Event;
  const walkPage = `/wandeltochten/${next.id}`;

  await page.goto(walkPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await workerControls(page);
  // The first page came before the worker; the next visit goes through it and is kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await expect.poll(() => savedPages(page)).toContain(walkPage);

  await context.setOffline(true);
  const saved = await page.reload();
  expect(saved?.fromServiceWorker()).toBe(true);
  // The page as the server rendered it (with its own link preview), not the bare shell.
  const savedHtml = (await saved?.text()) ?? '';
  expect(savedHtml).toContain('property="og:title"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  // Its data came inside the page, yet the banner knows it is a saved copy, and from when.
  const savedDate = /^Je bent offline\. Je ziet de laatst bewaarde versie van .+ om \d{2}:\d{2}\.$/;
  await expect(page.getByRole('status').filter({ hasText: 'Je bent offline.' })).toHaveText(savedDate);

  // A page never visited: the shell, and the app shows it.
  const shell = await page.goto('/lidworden');
  expect(shell?.fromServiceWorker()).toBe(true);
  expect((await shell?.text()) ?? '').not.toContain('property="og:title"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  await context.setOffline(false);

  // Online, but the server answers an error (a proxy's 502 during a deploy): the saved page, and the banner says why.
  await context.route(`**${walkPage}`, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
  const unreachable = await page.goto(walkPage);
  expect(unreachable?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await expect(page.getByRole('status').filter({ hasText: 'Geen verbinding met de server.' })).toHaveText(
    /^Geen verbinding met de server\. Je ziet de laatst bewaarde versie van .+ om \d{2}:\d{2}\.$/,
  );
  await context.unroute(`**${walkPage}`);
  // From the network again: no banner.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.name);
  await expect(page.locator('.offline-banner')).toHaveCount(0);

  // Never kept: an admin screen, a page that does not exist, a page with a query.
  await page.goto('/bestaat-niet');
  await page.goto('/contact?ref=nieuwsbrief');
  await page.goto(adminPaths.login);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const paths = await savedPages(page);
  expect(paths.filter((path) => path.startsWith('/admin') || path === '/bestaat-niet' || path === '/contact')).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test('elk beheerscherm dat de service worker serveert, heeft één titel', async ({ page, request }) => {
  await signInWithToken(page, request);
  await page.goto(adminPaths.dashboard);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await workerControls(page);
  const screens = [
    adminPaths.dashboard,
    adminPaths.members,
    adminPaths.walks,
    adminPaths.newWalk,
    adminPaths.newsletters,
    adminPaths.pages,
    adminPaths.settings,
  ];
  for (const screen of screens) {
    const answer = await page.goto(screen);
    expect(answer?.fromServiceWorker(), screen).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('title').length), screen).toBe(1);
    expect(await page.title(), screen).not.toBe('');
  }
  // Signed out: the login screen, also from the worker.
  await page.evaluate(() => localStorage.clear());
  const login = await page.goto(adminPaths.login);
  expect(login?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
});
