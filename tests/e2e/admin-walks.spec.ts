import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Event, EventCard } from '../../server/contracts/event';
import { signInWithToken, testImage, removeCreatedAfterAll } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/events');

// SPEC §2 "Admin walks list" and "Admin walk edit", §4, §5, §8: the admin manages walks through
// the screens; what counts is what the API stores and what a visitor then sees.

const uniqueName = (prefix: string) => `${prefix} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function adminWalks(request: APIRequestContext): Promise<EventCard[]> {
  const response = await request.get('/admin/api/events', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as EventCard[];
}

async function adminWalk(request: APIRequestContext, id: number): Promise<Event> {
  const response = await request.get(`/admin/api/events/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event;
}

/** A walk made over the API, as another admin would have made it. */
async function createWalk(request: APIRequestContext, data: Record<string, unknown>): Promise<Event> {
  const response = await request.post('/admin/api/events/walking', {
    headers: await adminHeaders(request),
    multipart: { eventData: JSON.stringify({ startDateTime: '2031-06-01T10:00', ...data }) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Event;
}

/** The day as nl-BE writes it, worked out here rather than by the app. */
const longDay = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );

/** The rich-text editor of a field, once its lazy chunk is in. */
async function editorOf(page: Page, label: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  const toolbar = page.getByRole('toolbar', { name: `Opmaak: ${label}`, exact: true });
  return { editor, button: (name: string) => toolbar.getByRole('button', { name, exact: true }) };
}

const walksTable = (page: Page, title: 'Eigen tochten' | 'Andere tochten') =>
  page.getByRole('table', { name: title, exact: true });
const rowOf = (page: Page, title: 'Eigen tochten' | 'Andere tochten', name: string) =>
  walksTable(page, title).getByRole('row').filter({ hasText: name });

test.describe('wandeltochten beheren', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('een eigen tocht met opmaak, banner en foto’s aanmaken, publiceren en publiek bekijken', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = watchPageErrors(page);
    const name = uniqueName('Houtlandtocht');
    await signInWithToken(page, request);

    await page.goto('/admin/wandeltochten');
    await expect(page.getByRole('heading', { level: 1, name: 'Wandeltochten' })).toBeVisible();
    await expect(walksTable(page, 'Eigen tochten')).toBeVisible();
    expect(await axeViolations(page, 'lijst'), 'axe op de lijst').toEqual([]);

    await page.getByRole('link', { name: 'Nieuwe tocht' }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe wandeltocht' })).toBeVisible();
    const intro = await editorOf(page, 'Intro');
    const description = await editorOf(page, 'Beschrijving');
    await editorOf(page, 'Verslag');
    expect(await axeViolations(page, 'nieuw formulier'), 'axe op het nieuwe formulier').toEqual([]);

    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);

    await intro.editor.click();
    await page.keyboard.type('Welkom bij ');
    await intro.button('Vet').click();
    await page.keyboard.type('de vette start');
    await intro.button('Vet').click();
    await page.keyboard.type(' van onze tocht.');

    await description.editor.click();
    await description.button('Opsommingslijst').click();
    await page.keyboard.type('Eerste lus');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Tweede lus');
    // An empty item ends the list; the table follows it in a paragraph of its own.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await description.button('Tabel invoegen').click();
    await page.keyboard.type('Celtekst');

    await page.getByLabel('Startdatum en -tijd').fill('2031-05-17T09:30');
    await page.getByLabel('Eindtijd').fill('16:00');
    await page.getByLabel('Aantal deelnemers').fill('120');
    await page.getByLabel('Afstanden').fill('6, 12, 21');
    const address = page.getByRole('group', { name: 'Adres' });
    await address.getByLabel('Straat').fill('Markt');
    await address.getByLabel('Huisnummer').fill('1');
    await address.getByLabel('Stad').fill('Torhout');
    await address.getByLabel('Postcode').fill('8820');
    await address.getByLabel('Land').fill('België');
    await page.getByLabel('Eigen wandeltocht').check();

    await page
      .getByLabel('Bannerafbeelding kiezen')
      .setInputFiles(await testImage('banner.jpg', { r: 200, g: 60, b: 40 }));
    await expect(page.getByRole('img', { name: 'Voorbeeld van de banner' })).toHaveAttribute('src', /^blob:/);
    await page
      .getByLabel("Foto's toevoegen")
      .setInputFiles([
        await testImage('foto-1.jpg', { r: 20, g: 90, b: 160 }),
        await testImage('foto-2.jpg', { r: 230, g: 200, b: 30 }),
      ]);
    await expect(page.getByRole('img', { name: 'Foto 1', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto 2', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
    await expect(page.getByRole('status').filter({ hasText: 'Actie succesvol uitgevoerd.' })).toBeVisible();

    // The new walk is one of the club's own, not yet published.
    const row = rowOf(page, 'Eigen tochten', name);
    await expect(row).toHaveCount(1);
    await expect(rowOf(page, 'Andere tochten', name)).toHaveCount(0);
    const toggle = row.getByRole('switch', { name: `Gepubliceerd: ${name}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveText('Nee');
    await expect(row).toContainText(`${longDay(2031, 5, 17)}, 09:30`);

    const listed = (await adminWalks(request)).find((walk) => walk.name === name);
    expect(listed, 'de tocht in de API').toBeDefined();
    const stored = await adminWalk(request, listed!.id);
    expect(stored).toMatchObject({
      own: true,
      euraudax: false,
      published: false,
      startDateTime: '2031-05-17T09:30',
      endTime: '16:00',
      countParticipants: 120,
      distances: '6, 12, 21',
      location: { street: 'Markt', houseNumber: '1', city: 'Torhout', postalCode: '8820', country: 'België' },
    });
    expect(stored.banner).not.toBeNull();
    expect(stored.photobook.map((photo) => photo.fileName)).toEqual(['foto-1.jpg', 'foto-2.jpg']);
    // Unpublished, it has no public page yet: its name opens the edit form.
    const nameLink = row.getByRole('link', { name, exact: true });
    await expect(nameLink).toHaveAttribute('href', `/admin/wandeltochten/edit/${stored.id}`);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveText('Ja');
    await expect.poll(async () => (await adminWalk(request, stored.id)).published).toBe(true);
    // Published, the name leads to the visitor's page of an own walk.
    await expect(nameLink).toHaveAttribute('href', `/eigenwandeltochten/${stored.id}`);

    // The visitor's page: the formatting made in the editor, the banner and both photos.
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/eigenwandeltochten/${stored.id}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(main.locator('strong', { hasText: 'de vette start' })).toBeVisible();
    const list = main.locator('ul', { hasText: 'Eerste lus' });
    await expect(list.locator('li')).toHaveText(['Eerste lus', 'Tweede lus']);
    await expect(main.locator('table')).toContainText('Celtekst');
    await expect(main.locator(`img[src*="${stored.banner!.uuid}"]`).first()).toBeVisible();
    for (const photo of stored.photobook) {
      await expect(main.locator(`img[src*="${photo.uuid}"]`).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('bewerken bewaart de wijziging, houdt banner en foto’s, en kan de banner weghalen', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const upload = await request.post('/admin/api/images/upload', {
      headers: await adminHeaders(request),
      multipart: { files: await testImage('oude-banner.jpg', { r: 90, g: 30, b: 120 }) },
    });
    expect(upload.ok()).toBe(true);
    const [banner] = (await upload.json()) as { id: number; uuid: string }[];
    const walk = await createWalk(request, {
      name: uniqueName('Bewerktocht'),
      intro: '<p>Een korte intro.</p>',
      banner: banner!.id,
      photobook: [banner!.id],
    });
    await signInWithToken(page, request);

    await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wandeltocht bewerken' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(walk.name);
    await expect(page.getByLabel('Startdatum en -tijd')).toHaveValue('2031-06-01T10:00');
    const preview = page.getByRole('img', { name: 'Voorbeeld van de banner' });
    await expect(preview).toHaveAttribute('src', `/media/${banner!.uuid}/300x300.jpg`);
    const intro = await editorOf(page, 'Intro');
    await expect(intro.editor).toHaveText('Een korte intro.');
    expect(await axeViolations(page, 'bewerkformulier'), 'axe op het bewerkformulier').toEqual([]);

    await page.getByLabel('Afstanden').fill('8, 16');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
    const saved = await adminWalk(request, walk.id);
    expect(saved).toMatchObject({ distances: '8, 16', intro: '<p>Een korte intro.</p>' });
    expect(saved.banner?.id).toBe(banner!.id);
    expect(saved.photobook.map((photo) => photo.id)).toEqual([banner!.id]);

    await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
    await page.getByRole('button', { name: 'Banner verwijderen' }).click();
    await expect(preview).toHaveCount(0);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
    expect((await adminWalk(request, walk.id)).banner).toBeNull();
    expect(errors).toEqual([]);
  });

  test('een foto-URL typen houdt de focus, en een upload neemt niets terug van wat intussen veranderde', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const upload = await request.post('/admin/api/images/upload', {
      headers: await adminHeaders(request),
      multipart: { files: await testImage('eerste-foto.jpg', { r: 10, g: 140, b: 90 }) },
    });
    expect(upload.ok()).toBe(true);
    const [photo] = (await upload.json()) as { id: number; cdnUrl: string }[];
    const walk = await createWalk(request, { name: uniqueName('Fototocht'), photobook: [photo!.id] });
    await signInWithToken(page, request);
    // The next upload waits until the test lets it go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/api/images/upload', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
    const urlField = page.getByLabel('Afbeeldings-URL van foto 1');
    await expect(urlField).toHaveValue(photo!.cdnUrl);
    await page
      .getByLabel("Foto's toevoegen")
      .setInputFiles(await testImage('tweede-foto.jpg', { r: 240, g: 120, b: 0 }));
    await expect(page.getByRole('status').filter({ hasText: "Foto's uploaden…" })).toBeVisible();
    // Saving now would leave the photo being uploaded out.
    const save = page.getByRole('button', { name: 'Opslaan', exact: true });
    await expect(save).toBeDisabled();

    // Key by key: the first key turns the photo into a typed URL, and the field keeps the focus.
    await urlField.click();
    await page.keyboard.press('End');
    await page.keyboard.type('300x300.jpg');
    await expect(urlField).toBeFocused();
    await expect(urlField).toHaveValue(`${photo!.cdnUrl}300x300.jpg`);
    const newName = `${walk.name} bijgewerkt`;
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(newName);

    // The upload ends: its photo is added to the photos as they are now.
    release();
    await expect(page.getByRole('img', { name: 'Foto 2', exact: true })).toBeVisible();
    await expect(urlField).toHaveValue(`${photo!.cdnUrl}300x300.jpg`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(newName);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page).toHaveURL(/\/admin\/wandeltochten$/);
    const stored = await adminWalk(request, walk.id);
    expect(stored.name).toBe(newName);
    // The typed URL names the same image, so the server keeps it as the first photo.
    expect(stored.photobook.map((image) => image.fileName)).toEqual(['eerste-foto.jpg', 'tweede-foto.jpg']);
    expect(errors).toEqual([]);
  });

  test('elke veldmelding van de server komt in beeld, bij haar veld of in de foutmelding', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const walk = await createWalk(request, { name: uniqueName('Meldingtocht') });
    await signInWithToken(page, request);
    await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(walk.name);

    // A refusal with messages for fields the form cannot check itself (made up here, all at once).
    await page.route(`**/admin/api/events/${walk.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            json: {
              message: 'Controleer de ingevulde velden.',
              errors: {
                endTime: 'Geen geldig tijdstip.',
                distances: 'Te lang.',
                'location.city': 'Te lange plaatsnaam.',
                banner: 'Deze afbeelding bestaat niet (meer).',
                'photobook.0': 'Deze afbeelding bestaat niet (meer).',
                intro: 'De tekst is te lang.',
              },
            },
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText('Controleer de ingevulde velden. Intro: De tekst is te lang.');
    const endTime = page.getByLabel('Eindtijd');
    await expect(endTime).toHaveAccessibleDescription('Geen geldig tijdstip.');
    await expect(endTime).toHaveAttribute('aria-invalid', 'true');
    // The first field with a message, in the form's order, gets the focus.
    await expect(endTime).toBeFocused();
    await expect(page.getByLabel('Afstanden')).toHaveAccessibleDescription(/Te lang\./);
    await expect(page.getByRole('group', { name: 'Adres' }).getByLabel('Stad')).toHaveAccessibleDescription(
      'Te lange plaatsnaam.',
    );
    await expect(page.getByLabel('Bannerafbeelding kiezen')).toHaveAccessibleDescription(
      'Deze afbeelding bestaat niet (meer).',
    );
    await expect(page.getByRole('group', { name: 'Fotoboek' })).toHaveAccessibleDescription(
      'Foto 1: Deze afbeelding bestaat niet (meer).',
    );
    expect(await axeViolations(page, 'meldingen'), 'axe met de meldingen').toEqual([]);

    // Changing a field takes its message away; the others stay until the next save.
    await endTime.fill('17:00');
    await expect(endTime).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Te lange plaatsnaam.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('een leeg formulier wordt niet verstuurd en toont beide meldingen', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const writes: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'GET' && sent.url().includes('/admin/api/events')) writes.push(sent.url());
    });
    await signInWithToken(page, request);
    await page.goto('/admin/wandeltochten/new');

    // On blur: a name typed and wiped again.
    const nameField = page.getByRole('textbox', { name: 'Naam', exact: true });
    await nameField.fill('x');
    await nameField.fill('');
    await nameField.blur();
    await expect(page.getByText('Naam is verplicht')).toBeVisible();
    await expect(page.getByText('Startdatum is verplicht')).toHaveCount(0);

    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByText('Naam is verplicht')).toBeVisible();
    await expect(page.getByText('Startdatum is verplicht')).toBeVisible();
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/wandeltochten\/new$/);

    // Fixing the name leaves only the start date to blame, and it gets the focus.
    await nameField.fill('Bijna klaar');
    await expect(page.getByText('Naam is verplicht')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(page.getByLabel('Startdatum en -tijd')).toBeFocused();
    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('verwijderen na bevestiging haalt de tocht uit de lijst en uit de API', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const created = await createWalk(request, { name: uniqueName('Wegtocht'), own: false });
    const published = await request.patch(`/admin/api/events/${created.id}/publish`, {
      headers: { ...(await adminHeaders(request)), 'If-Match': `"${created.version}"` },
      data: { published: true },
    });
    expect(published.ok()).toBe(true);
    const walk = (await published.json()) as Event;
    await signInWithToken(page, request);
    await page.goto('/admin/wandeltochten');

    // Published and not the club's own: the name leads to its page under /wandeltochten.
    const row = rowOf(page, 'Andere tochten', walk.name);
    await expect(row.getByRole('link', { name: walk.name, exact: true })).toHaveAttribute(
      'href',
      `/wandeltochten/${walk.id}`,
    );
    await expect(row.getByRole('link', { name: `Bewerken ${walk.name}` })).toHaveAttribute(
      'href',
      `/admin/wandeltochten/edit/${walk.id}`,
    );

    // Cancelling keeps it. The dialog opens on Annuleren, so an Enter by habit deletes nothing.
    const deleteButton = row.getByRole('button', { name: `Verwijderen ${walk.name}` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Weet je zeker dat je deze tocht wilt verwijderen?');
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Actie succesvol uitgevoerd.' })).toBeVisible();
    await expect(row).toHaveCount(0);
    // The focused row is gone; the screen's heading takes the focus, not the page's start.
    await expect(page.getByRole('heading', { level: 1, name: 'Wandeltochten' })).toBeFocused();
    const gone = await request.get(`/admin/api/events/${walk.id}`, { headers: await adminHeaders(request) });
    expect(gone.status()).toBe(404);
    // SPEC §9: the success banner goes after 3 s.
    await expect(page.getByText('Actie succesvol uitgevoerd.')).toHaveCount(0, { timeout: 6_000 });
    expect(errors).toEqual([]);
  });

  test('publiceren van een intussen gewijzigde tocht toont de melding van de server', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const walk = await createWalk(request, { name: uniqueName('Botstocht'), own: true });
    await signInWithToken(page, request);
    await page.goto('/admin/wandeltochten');
    const toggle = rowOf(page, 'Eigen tochten', walk.name).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    // Another admin changes the walk after the list loaded.
    const changed = await request.patch(`/admin/api/events/${walk.id}`, {
      headers: await adminHeaders(request),
      multipart: { eventData: JSON.stringify({ distances: '10' }) },
    });
    expect(changed.ok()).toBe(true);

    await toggle.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Wijzigen van de publicatie mislukt: Dit werd intussen door iemand anders gewijzigd. Laad opnieuw en probeer nog eens.',
    );
    expect((await adminWalk(request, walk.id)).published).toBe(false);
    // The list was fetched again, so a second try uses the current version and works.
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => (await adminWalk(request, walk.id)).published).toBe(true);
    expect(errors).toEqual([]);
  });

  test('lege lijsten en een mislukte lijst', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await signInWithToken(page, request);
    await page.route('**/admin/api/events', (route) => route.fulfill({ json: [] }));
    await page.goto('/admin/wandeltochten');
    await expect(page.getByText('Geen eigen tochten gevonden.')).toBeVisible();
    await expect(page.getByText('Geen andere tochten gevonden.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.unroute('**/admin/api/events');
    await page.route('**/admin/api/events', (route) =>
      route.fulfill({ status: 500, json: { message: 'Er ging iets mis.' } }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch journeys');
    await expect(page.getByRole('table')).toHaveCount(0);
    // The server is back: trying again shows the lists.
    await page.unroute('**/admin/api/events');
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(walksTable(page, 'Eigen tochten')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('een tocht die niet laadt: de melding en opnieuw proberen', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const walk = await createWalk(request, { name: uniqueName('Laadtocht') });
    await signInWithToken(page, request);
    await page.route(`**/admin/api/events/${walk.id}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Er ging iets mis.' } }),
    );
    await page.goto(`/admin/wandeltochten/edit/${walk.id}`);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch event data');
    await page.unroute(`**/admin/api/events/${walk.id}`);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(walk.name);
    expect(errors).toEqual([]);
  });
});
