import { expect, test } from './support/test';
import { waitForServiceWorker } from './support/offline';
import { watchPageErrors } from './support/page-checks';
import { putSettings, restoreSettingsAfterAll } from './support/settings';

// Issue "Club settings": when the settings change, the pages a walker keeps offline are refreshed on
// the next visit: the next visit online shows the new name and welcome, and so does the copy read
// offline after it (not the one saved before the change).
test.use({ serviceWorkers: 'allow' });
restoreSettingsAfterAll();

test('na een wijziging van de instellingen toont het volgende bezoek, en daarna de offline kopie, de nieuwe club', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  const stamp = Date.now();
  const name = `De Nachtstappers ${stamp}`;
  const welcome = `Welkom bij de nachtstappers ${stamp}.`;

  // A first visit: the worker installs and keeps the shell and the site config.
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.reload();
  // The page from the worker's copy names the club once its config is read: wait for the name, not a moment.
  const brand = page.getByRole('banner').getByRole('link').first();
  await expect(brand).toHaveText(/\S/);
  const oldName = (await brand.textContent())?.trim();
  expect(oldName).toBeTruthy();

  await putSettings(request, (current) => ({
    ...current,
    club: { ...current.club, name },
    texts: { ...current.texts, welcome: `<p>${welcome}</p>` },
  }));

  // The next visit, online: the new club.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(welcome);

  // Offline afterwards: the saved copy is the new one, also on a page opened from the worker's shell.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(welcome);
  await page.goto('/lidworden');
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${name}.`);
  // (The club's own texts may still name it as before: they are the club's words, not its name field.)
  await expect(page.getByRole('banner')).not.toContainText(oldName!);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
