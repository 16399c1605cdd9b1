import { expect, test, type Browser, type APIRequestContext } from './support/test';
import type { Event } from '../../server/contracts/event';
import { signInWithToken, removeCreatedAfterAll } from './support/admin';
import { adminHeaders } from './support/club';
import { watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/events');

// ARCHITECTURE.md "Store": the walk form saves with the version it loaded (If-Match), so when two
// admins edit one walk, the second save is refused with the server's message, never applied silently.

async function openEditor(browser: Browser, request: APIRequestContext, walk: Event) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await signInWithToken(page, request);
  await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
  const name = page.getByRole('textbox', { name: 'Naam', exact: true });
  await expect(name).toHaveValue(walk.name);
  return { context, page, name, errors, save: page.getByRole('button', { name: 'Opslaan', exact: true }) };
}

test('twee beheerders bewerken dezelfde tocht: de tweede krijgt de conflictmelding en overschrijft niets', async ({
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/admin/api/events/walking', {
    headers,
    multipart: { eventData: JSON.stringify({ name: `Gedeelde tocht ${stamp}`, startDateTime: '2031-07-05T08:00' }) },
  });
  expect(created.status()).toBe(201);
  const walk = (await created.json()) as Event;

  const a = await openEditor(browser, request, walk);
  const b = await openEditor(browser, request, walk);

  await a.name.fill(`Versie A ${stamp}`);
  await a.save.click();
  await expect(a.page).toHaveURL(/\/admin\/wandeltochten$/);

  await b.name.fill(`Versie B ${stamp}`);
  await b.page.getByLabel('Afstanden').fill('42');
  await b.save.click();
  await expect(b.page.getByRole('alert')).toHaveText(
    'Dit werd intussen door iemand anders gewijzigd. Laad opnieuw en probeer nog eens.',
  );
  // B stays on the form with what was typed, so nothing is lost.
  await expect(b.page).toHaveURL(new RegExp(`/admin/wandeltochten/edit/${walk.id}$`));
  await expect(b.name).toHaveValue(`Versie B ${stamp}`);
  await expect(b.page.getByLabel('Afstanden')).toHaveValue('42');
  await expect(b.save).toBeEnabled();

  const stored = await request.get(`/admin/api/events/${walk.id}`, { headers });
  expect(stored.ok()).toBe(true);
  expect(await stored.json()).toMatchObject({ name: `Versie A ${stamp}`, distances: null });

  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});
