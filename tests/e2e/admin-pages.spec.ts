import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Page as InfoPage } from '../../server/contracts/page';
import { removeCreatedAfterAll, signInWithToken, testImage } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, even when a test fails halfway: a published page would show in every Info menu.
removeCreatedAfterAll('/admin/api/website-pages');

/** A title and slug no other test (or earlier run on this server) uses. */
function uniquePage(prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { title: `${prefix} ${stamp}`, link: `${prefix.toLowerCase()}-${stamp}` };
}

async function adminPageByLink(
  request: APIRequestContext,
  headers: Record<string, string>,
  link: string,
): Promise<InfoPage | undefined> {
  const response = await request.get('/admin/api/website-pages', { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as InfoPage[]).find((page) => page.link === link);
}

/** Opens the public navbar's Info dropdown (by hover, as shell.spec.ts does) and answers its list. */
async function openInfoMenu(page: Page) {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const info = nav.getByRole('button', { name: 'Info' });
  await info.hover();
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await info.getAttribute('aria-controls')}`);
  await expect(list.getByRole('link').first()).toBeVisible();
  return list;
}

test.describe('info-pagina’s beheren', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('aanmaken, publiceren, bewerken en verwijderen', async ({ page, request, browser }) => {
    // A whole journey: two axe scans, a second browser page and the 3 s banner take longer than one screen.
    test.setTimeout(90_000);
    const errors = watchPageErrors(page);
    const { title, link } = uniquePage('Testpagina');
    const headers = await adminHeaders(request);
    await signInWithToken(page, request);

    await page.goto('/admin/info');
    await expect(page.getByRole('heading', { level: 1, name: 'Info-pagina’s' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await axeViolations(page, 'lijst')).toEqual([]);

    // Create it, unpublished, through the form.
    await page.getByRole('link', { name: 'Nieuwe pagina' }).click();
    await expect(page).toHaveURL('/admin/info/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe pagina' })).toBeVisible();
    const content = page.getByRole('textbox', { name: 'Inhoud' });
    await expect(content).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Gepubliceerd' })).toHaveAttribute('aria-checked', 'false');
    expect(await axeViolations(page, 'formulier')).toEqual([]);
    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Link').fill(link);
    await page.getByLabel('Meta-beschrijving').fill('Een pagina van de e2e-test.');
    await content.click();
    await page.keyboard.type('Welkom op de testpagina van de wandelclub.');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    // Back on the list: the banner, the flag gone from the URL, the row unpublished.
    await expect(page).toHaveURL('/admin/info');
    await expect(page.getByRole('status').getByText('Actie succesvol uitgevoerd.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    const toggle = row.getByRole('switch', { name: `Gepubliceerd: ${title}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveText('Nee');
    await expect(row.getByRole('cell', { name: `/${link}`, exact: true })).toBeVisible();
    const created = await adminPageByLink(request, headers, link);
    expect(created).toMatchObject({ title, published: false, metaDescription: 'Een pagina van de e2e-test.' });
    expect(created!.contentHtml).toContain('Welkom op de testpagina van de wandelclub.');
    // The banner goes by itself (3 s).
    await expect(page.getByText('Actie succesvol uitgevoerd.')).toBeHidden({ timeout: 6_000 });

    // Unpublished: the public Info menu does not list it.
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let menu = await openInfoMenu(visitor);
    await expect(menu.getByRole('link', { name: title })).toHaveCount(0);

    // Publish from the list: the switch flips, the server agrees, the public menu lists it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveText('Ja');
    await expect.poll(async () => (await adminPageByLink(request, headers, link))?.published).toBe(true);
    menu = await openInfoMenu(visitor);
    await expect(menu.getByRole('link', { name: title })).toHaveAttribute('href', `/info/${link}`);
    await menu.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(`/info/${link}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(visitor.getByRole('main')).toContainText('Welkom op de testpagina van de wandelclub.');
    await visitor.close();

    // Edit: the form holds the saved page; a new title shows in the list.
    const newTitle = `${title} bewerkt`;
    await row.getByRole('link', { name: `Bewerken ${title}` }).click();
    await expect(page).toHaveURL(`/admin/info/${created!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina bewerken' })).toBeVisible();
    await expect(page.getByLabel('Titel')).toHaveValue(title);
    await expect(page.getByLabel('Link')).toHaveValue(link);
    await expect(page.getByRole('switch', { name: 'Gepubliceerd' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('textbox', { name: 'Inhoud' })).toContainText('Welkom op de testpagina');
    await page.getByLabel('Titel').fill(newTitle);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL('/admin/info');
    await expect(page.getByRole('cell', { name: newTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
    expect((await adminPageByLink(request, headers, link))?.title).toBe(newTitle);

    // Delete, after the confirmation.
    await page.getByRole('button', { name: `Verwijderen ${newTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Weet je zeker dat je deze pagina wilt verwijderen?');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: newTitle, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Verwijderen ${newTitle}` }).click();
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('cell', { name: newTitle, exact: true })).toHaveCount(0);
    await expect(page.getByText('Actie succesvol uitgevoerd.')).toBeVisible();
    // The focused row is gone; the screen's heading takes the focus, not the page's start.
    await expect(page.getByRole('heading', { level: 1, name: 'Info-pagina’s' })).toBeFocused();
    const gone = await request.get(`/admin/api/website-pages/${created!.id}`, { headers });
    expect(gone.status()).toBe(404);
    expect(errors).toEqual([]);
  });

  test('een link die al gebruikt wordt: de melding van de server, en het formulier blijft staan', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const existing = uniquePage('Bezet');
    const made = await request.post('/admin/api/website-pages', {
      headers,
      data: { title: existing.title, link: existing.link, contentHtml: '<p>Al bezet.</p>' },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as InfoPage;

    await signInWithToken(page, request);
    await page.goto('/admin/info/new');
    await page.getByLabel('Titel').fill('Een andere pagina');
    await page.getByLabel('Link').fill(existing.link);
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page.getByRole('alert')).toContainText('Opslaan mislukt');
    const linkField = page.getByLabel('Link');
    await expect(linkField).toHaveAttribute('aria-invalid', 'true');
    await expect(linkField).toHaveAccessibleDescription(/Deze link wordt al gebruikt door een andere pagina\./);
    await expect(page).toHaveURL('/admin/info/new');
    await expect(page.getByLabel('Titel')).toHaveValue('Een andere pagina');
    expect((await adminPageByLink(request, headers, existing.link))?.title).toBe(existing.title);

    await request.delete(`/admin/api/website-pages/${id}`, { headers });
  });

  test('lege lijst, laadfout, en een mislukte publicatie zet de schakelaar terug', async ({ page, request }) => {
    await signInWithToken(page, request);

    await page.route('**/admin/api/website-pages', (route) => route.fulfill({ json: [] }));
    await page.goto('/admin/info');
    await expect(page.getByText('Geen paginas gevonden.')).toBeVisible();
    await page.unroute('**/admin/api/website-pages');

    await page.route('**/admin/api/website-pages', (route) =>
      route.fulfill({ status: 500, json: { message: 'De server is even weg.' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText("Kon pagina's niet laden: De server is even weg.");
    await page.unroute('**/admin/api/website-pages');
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('table')).toBeVisible();

    // The server refuses the publish call: the list reloads, so the switch shows the truth again.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/admin/api/website-pages/*/publish', async (route) => {
      await answered;
      await route.fulfill({ status: 409, json: { message: 'Deze pagina werd intussen gewijzigd.' } });
    });
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('switch') })
      .first();
    const toggle = row.getByRole('switch');
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    // Flipped at once, before the server answers.
    await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    // While it runs, the row's switch and delete wait (a click would send a stale version), yet keep the focus.
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toBeFocused();
    await expect(row.getByRole('button', { name: /^Verwijderen / })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    answer();
    await expect(page.getByRole('alert')).toHaveText(
      'Publicatie wijzigen mislukt: Deze pagina werd intussen gewijzigd.',
    );
    await expect(toggle).toHaveAttribute('aria-checked', before!);
    await expect(toggle).not.toHaveAttribute('aria-disabled');
  });

  test('een upload neemt niets terug van wat intussen getypt is, en opslaan wacht erop', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const { title, link } = uniquePage('Fotopagina');
    await signInWithToken(page, request);
    // The upload waits until the test lets it go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/api/images/upload', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/admin/info/new');
    await page
      .getByLabel("Foto's toevoegen")
      .setInputFiles(await testImage('pagina-foto.jpg', { r: 30, g: 60, b: 200 }));
    await expect(page.getByRole('status').filter({ hasText: "Foto's uploaden…" })).toBeVisible();
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Titel').fill(title);
    await page.getByLabel('Link').fill(link);
    await page.getByLabel('Meta-beschrijving').fill('Getypt tijdens de upload.');

    release();
    await expect(page.getByRole('img', { name: 'Foto 1', exact: true })).toBeVisible();
    await expect(page.getByLabel('Titel')).toHaveValue(title);
    await expect(page.getByLabel('Link')).toHaveValue(link);
    await expect(page.getByLabel('Meta-beschrijving')).toHaveValue('Getypt tijdens de upload.');
    await save.click();
    await expect(page).toHaveURL('/admin/info');
    const created = await adminPageByLink(request, headers, link);
    expect(created).toMatchObject({ title, metaDescription: 'Getypt tijdens de upload.' });
    expect(created!.photobook.map((photo) => photo.fileName)).toEqual(['pagina-foto.jpg']);
    await request.delete(`/admin/api/website-pages/${created!.id}`, { headers });
  });

  test('een onbekende pagina bewerken toont dat het laden mislukte', async ({ page, request }) => {
    await signInWithToken(page, request);
    await page.goto('/admin/info/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina bewerken' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Laden mislukt: Deze pagina bestaat niet.');
    await expect(page.getByLabel('Titel')).toHaveCount(0);
  });

  test('een leeg antwoord van de server breekt het scherm niet (SPEC §8)', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const fields = uniquePage('Leeg');
    const response = await request.post('/admin/api/website-pages', {
      headers: await adminHeaders(request),
      data: { ...fields, contentHtml: '<p>Tekst</p>', published: false },
    });
    expect(response.ok()).toBe(true);
    const created = (await response.json()) as InfoPage;
    await signInWithToken(page, request);

    await page.route(`/admin/api/website-pages/${created.id}`, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 200, body: '' }) : route.continue(),
    );
    await page.goto(`/admin/info/${created.id}`);
    await expect(page.getByRole('alert')).toHaveText(
      'Laden mislukt: Laden van pagina mislukt: de server gaf een leeg antwoord, ook al was de aanvraag succesvol. Dit kan een fout in de API zijn.',
    );

    await page.route(`/admin/api/website-pages/${created.id}/publish`, (route) =>
      route.fulfill({ status: 200, body: '' }),
    );
    await page.goto('/admin/info');
    const toggle = page.getByRole('switch', { name: `Gepubliceerd: ${created.title}` });
    await toggle.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Publicatie wijzigen mislukt: Empty response from server while toggling publish',
    );
    // The list was fetched again: the switch shows what the server has.
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(errors).toEqual([]);
  });
});
