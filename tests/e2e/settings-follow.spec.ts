import { expect, test } from './support/test';
import { testImage } from './support/admin';
import { adminHeaders } from './support/club';
import { watchPageErrors } from './support/page-checks';
import { putSettings, restoreSettingsAfterAll } from './support/settings';
import type { Image } from '../../server/contracts/image';

// Issue "Club settings": what an admin saves in 'Instellingen' is what every visitor sees after a
// reload: the name and logo in the navbar, the welcome text on the home page, the document title
// and the installed app's name. The settings are put back afterwards for the specs after this one.
restoreSettingsAfterAll();

test('de publieke website volgt de instellingen: naam en logo in de navigatiebalk, welkomsttekst, titel en manifest', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const stamp = Date.now();
  const name = `Stappers Volgen ${stamp}`;
  const shortName = `Volgers ${stamp % 10000}`;
  const welcome = `Welkom bij ${name}: wij wandelen elke zondag.`;

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(welcome);

  // The admin saves a new name, short name, logo, colour and welcome text (as 'Instellingen' does).
  const upload = await request.post('/admin/api/images/upload', {
    headers: await adminHeaders(request),
    multipart: { files: await testImage('volg-logo.jpg', { r: 10, g: 80, b: 40 }) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [logo] = (await upload.json()) as Image[];
  await putSettings(request, (current) => ({
    ...current,
    club: { ...current.club, name, shortName, themeColor: '#1f4a27', logo: logo! },
    texts: { ...current.texts, welcome: `<p>${welcome}</p>` },
  }));

  await page.reload();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name })).toBeVisible();
  await expect(banner.locator(`img[src*="${logo!.uuid}"]`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(welcome);
  await expect(page).toHaveTitle(new RegExp(name));
  await expect(page.locator('title')).toHaveCount(1);

  // The installed app carries the club's name and the short name meant for it.
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; short_name: string };
  expect(manifest).toMatchObject({ name, short_name: shortName });
  expect(errors).toEqual([]);
});
