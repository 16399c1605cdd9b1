import { expect, test, type APIRequestContext } from './support/test';
import type { Page as InfoPage } from '../../server/contracts/page';
import { removeCreatedAfterAll, signInWithToken } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// The page this journey makes goes again afterwards: a page shows in the public Info menu once published.
removeCreatedAfterAll('/admin/api/website-pages');

async function pageByTitle(request: APIRequestContext, title: string): Promise<InfoPage> {
  const response = await request.get('/admin/api/website-pages', { headers: await adminHeaders(request) });
  const found = ((await response.json()) as InfoPage[]).find((page) => page.title === title);
  if (!found) throw new Error(`geen pagina ${title}`);
  return found;
}

test('Logboek: een beheerder vindt er de pagina die hij maakte, en filtert op soort', async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  const stamp = `${Date.now()}`;
  const title = `Logboekpagina ${stamp}`;
  await signInWithToken(page, request);

  // Something changed through the admin, as a beheerder does it: a new info page.
  await page.goto('/admin/info/new');
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Link').fill(`logboekpagina-${stamp}`);
  await page.getByRole('textbox', { name: 'Inhoud' }).click();
  await page.keyboard.type('Een pagina om in het logboek terug te vinden.');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL('/admin/info');
  const made = await pageByTitle(request, title);

  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Logboek' }).click();
  await expect(page).toHaveURL(/\/admin\/logboek$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: `Info-pagina’s: aangemaakt#${made.id}` });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell').nth(1)).toHaveText('Beheerder Club');
  await expect(entry.getByRole('cell').nth(2)).toHaveText('Wijziging');
  // The fields that were filled in by name, never what was typed in them.
  await expect(entry).toContainText('title');
  await expect(page.getByRole('table')).not.toContainText(title);
  expect(await axeViolations(page, 'logboek')).toEqual([]);

  // Only the sign-ins: the page's entry goes, and the URL keeps the filter.
  await page.getByLabel('Soort').selectOption({ label: 'Aanmelding' });
  await expect(page).toHaveURL(/\/admin\/logboek\?soort=aanmelding$/);
  await expect(entry).toHaveCount(0);
  const kinds = page.getByRole('row').locator('td:nth-child(3)');
  await expect(kinds.first()).toHaveText('Aanmelding');
  expect(new Set(await kinds.allTextContents())).toEqual(new Set(['Aanmelding']));

  // The changes again, and by whom: the page is there; a bookmark of this view opens it the same.
  await page.getByLabel('Soort').selectOption({ label: 'Wijziging' });
  await page.getByLabel('Wie').selectOption({ label: 'Beheerder Club' });
  await expect(page).toHaveURL(/persoon=\d+/);
  await expect(entry).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Soort')).toHaveValue('wijziging');
  await expect(entry).toHaveCount(1);

  // A kind with nothing in it says so.
  await page.getByLabel('Soort').selectOption({ label: 'Herstel' });
  await expect(page.getByText('Geen vermeldingen voor deze filters.')).toBeVisible();

  // Offline: a view read before shows from its copy, and says so; one never read needs the connection.
  await page.context().setOffline(true);
  await page.getByLabel('Soort').selectOption({ label: 'Wijziging' });
  await expect(entry).toHaveCount(1);
  await expect(page.getByText('Je bent offline: dit is het logboek zoals het laatst geladen werd.')).toBeVisible();
  await page.getByLabel('Soort').selectOption({ label: 'Import' });
  await expect(page.getByRole('alert')).toHaveText(
    'Deze pagina van het logboek werd nog niet geladen. Het logboek lezen kan alleen met een internetverbinding.',
  );
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('Geen vermeldingen voor deze filters.')).toBeVisible();

  // Days the wrong way round are said at the field, before anything is asked.
  await page.getByLabel('Tot en met').fill('2026-03-01');
  await page.getByLabel('Van', { exact: true }).fill('2026-03-05');
  await expect(page.getByText("De datum 'van' mag niet na 'tot' liggen.")).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL(/\/admin\/logboek$/);
  await expect(entry).toHaveCount(1);
  expect(errors).toEqual([]);
});
