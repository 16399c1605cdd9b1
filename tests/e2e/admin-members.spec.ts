import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signInWithToken, testImage, removeCreatedAfterAll } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

/** The member fields these checks read from GET /admin/api/members. */
type ApiMember = {
  id: number;
  version: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  email: string | null;
  phoneNumber: string | null;
  gender: string;
  role: string;
  boardTitle: string | null;
  boardMemberSortOrder: number | null;
  euraudax: boolean;
  euraudaxTitle: string | null;
  active: boolean;
  paid: boolean;
  finished: boolean;
  clubportaal: string | null;
  comments: string | null;
  address: Record<string, string | null> | null;
  uploadcareImage: { cdnUrl: string } | null;
};

const requiredMessages = [
  'Voornaam is verplicht',
  'Achternaam is verplicht',
  'Geboortedatum is verplicht',
  'Straat is verplicht',
  'Huisnummer is verplicht',
  'Stad is verplicht',
  'Postcode is verplicht',
  'Land is verplicht',
];
const successText = 'Actie succesvol uitgevoerd.';
/** server/store/collection.ts conflictMessage: what a 409 says, after the screen's own words. */
const conflictText = 'Dit werd intussen door iemand anders gewijzigd. Laad opnieuw en probeer nog eens.';
const address = {
  street: 'Kerkstraat',
  houseNumber: '1',
  busNumber: null,
  city: 'Wingene',
  postalCode: '8750',
  country: 'België',
};

/** Holds the matching requests until the returned release is called (to see the screen while they run). */
async function holdRequests(page: Page, url: string, method: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === method) await held;
    await route.fallback();
  });
  return release;
}

let serial = 0;
/** A last name no other test (or earlier run on this server) uses. */
const uniqueName = (prefix: string) => `${prefix}${Date.now()}${serial++}`;

async function allMembers(request: APIRequestContext): Promise<ApiMember[]> {
  const response = await request.get('/admin/api/members', { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiMember[];
}

async function memberByLastName(request: APIRequestContext, lastName: string): Promise<ApiMember | undefined> {
  return (await allMembers(request)).find((member) => member.lastName === lastName);
}

/** A member made over the API (the route also takes plain JSON), for tests about other things than the form. */
async function createOverApi(request: APIRequestContext, fields: Partial<ApiMember>): Promise<ApiMember> {
  const response = await request.post('/admin/api/members', {
    headers: await adminHeaders(request),
    data: { firstName: 'Proef', lastName: uniqueName('Api'), ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiMember;
}

async function openMembers(page: Page, request: APIRequestContext): Promise<void> {
  await signInWithToken(page, request);
  await page.goto('/admin/leden');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledenbeheer' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

test.describe('Ledenbeheer', () => {
  test('a new board member: required fields, blur check, photo, save, banner, the stored record, order and export', async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    await openMembers(page, request);
    await page.getByRole('button', { name: 'Nieuw lid toevoegen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nieuw lid' });
    await expect(dialog).toBeVisible();

    // Saving the empty form: every required field says so, nothing is sent, the first field gets focus.
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    for (const message of requiredMessages) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Ongeldig e-mailadres')).toHaveCount(0);
    await expect(dialog.getByLabel('Voornaam')).toBeFocused();
    await expect(dialog.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');

    // A fresh form: leaving one field shows only that field's message.
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await page.getByRole('button', { name: 'Nieuw lid toevoegen' }).click();
    dialog = page.getByRole('dialog', { name: 'Nieuw lid' });
    await expect(dialog.getByText('Achternaam is verplicht')).toHaveCount(0);
    await dialog.getByLabel('Achternaam').focus();
    await dialog.getByLabel('Achternaam').blur();
    await expect(dialog.getByText('Achternaam is verplicht')).toBeVisible();
    await expect(dialog.getByText('Voornaam is verplicht')).toHaveCount(0);
    await dialog.getByLabel('E-mail').fill('geen-adres');
    await dialog.getByLabel('E-mail').blur();
    await expect(dialog.getByText('Ongeldig e-mailadres')).toBeVisible();

    // SPEC §4 defaults of a new member.
    await expect(dialog.getByLabel('Geslacht')).toHaveValue('x');
    await expect(dialog.getByLabel('Rol', { exact: true })).toHaveValue('MEMBER');
    await expect(dialog.getByLabel('Actief')).toBeChecked();
    await expect(dialog.getByLabel('Betaald')).not.toBeChecked();
    await expect(dialog.getByLabel('Afgewerkt')).not.toBeChecked();
    await expect(dialog.getByLabel('Euraudax', { exact: true })).not.toBeChecked();
    // Board order only for board members; the Euraudax title only with Euraudax on.
    await expect(dialog.getByLabel('Volgorde in het bestuur')).toHaveCount(0);
    await expect(dialog.getByLabel('Euraudax-titel')).toHaveCount(0);

    const lastName = uniqueName('Testlid');
    await dialog.getByLabel('Voornaam').fill('Griet');
    await dialog.getByLabel('Achternaam').fill(lastName);
    // Typing corrects the shown message at once.
    await expect(dialog.getByText('Achternaam is verplicht')).toHaveCount(0);
    await dialog.getByLabel('Geboortedatum').fill('1980-05-17');
    await dialog.getByLabel('Geslacht').selectOption({ label: 'Vrouw' });
    await dialog.getByLabel('E-mail').fill(`${lastName.toLowerCase()}@example.be`);
    await expect(dialog.getByText('Ongeldig e-mailadres')).toHaveCount(0);
    await dialog.getByLabel('Telefoon').fill('050 12 34 56');
    await dialog.getByLabel('Straat').fill('Markt');
    await dialog.getByLabel('Huisnummer').fill('7');
    await dialog.getByLabel('Busnummer').fill('B');
    await dialog.getByLabel('Postcode').fill('8820');
    await dialog.getByLabel('Stad').fill('Torhout');
    await dialog.getByLabel('Land').fill('België');
    await dialog.getByLabel('Rol', { exact: true }).selectOption({ label: 'Bestuurslid' });
    await dialog.getByLabel('Bestuursfunctie').fill('Penningmeester');
    await dialog.getByLabel('Volgorde in het bestuur').fill('2');
    await dialog.getByLabel('Euraudax', { exact: true }).check();
    await dialog.getByLabel('Euraudax-titel').fill('Tochtleider');
    await dialog.getByLabel('Clubportaal-ID').fill('CP-42');
    await dialog.getByLabel('Betaald').check();
    await dialog.getByLabel('Opmerkingen').fill('Aangemaakt door de e2e-test.');

    // The photo: a file that is no image is refused in Dutch, an image gets a 300 preview.
    const photoInput = dialog.getByLabel('Kies een foto');
    await photoInput.setInputFiles({ name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') });
    await expect(dialog.getByText('Dit bestand is geen afbeelding. Kies een afbeelding.')).toBeVisible();
    await photoInput.setInputFiles(await testImage('portret.jpg', { r: 200, g: 40, b: 40 }));
    const preview = dialog.getByRole('img', { name: 'Voorbeeld van de foto' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /\/media\/[0-9a-f-]+\/300x300\.jpg$/);
    await expect(dialog.getByText('Dit bestand is geen afbeelding.')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByText(successText);
    await expect(banner).toBeVisible();
    // SPEC §9: the members banner stays 2 s.
    await expect(banner).toBeHidden({ timeout: 4_000 });

    // Case-insensitive search on first plus last name.
    await page.getByLabel('Zoek op naam').fill(`griet ${lastName.toUpperCase()}`);
    const row = page.getByRole('row', { name: new RegExp(`Griet ${lastName}`) });
    await expect(row).toBeVisible();
    // After the box that selects the row and the name: Functie, then Rol.
    await expect(row.getByRole('cell').nth(2)).toHaveText('Penningmeester');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Bestuurslid');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

    const stored = await memberByLastName(request, lastName);
    expect(stored).toMatchObject({
      firstName: 'Griet',
      dateOfBirth: '1980-05-17',
      email: `${lastName.toLowerCase()}@example.be`,
      phoneNumber: '050 12 34 56',
      gender: 'female',
      role: 'BOARDMEMBER',
      boardTitle: 'Penningmeester',
      boardMemberSortOrder: 2,
      euraudax: true,
      euraudaxTitle: 'Tochtleider',
      clubportaal: 'CP-42',
      active: true,
      paid: true,
      finished: false,
      comments: 'Aangemaakt door de e2e-test.',
      address: {
        street: 'Markt',
        houseNumber: '7',
        busNumber: 'B',
        city: 'Torhout',
        postalCode: '8820',
        country: 'België',
      },
    });
    const photoUrl = stored?.uploadcareImage?.cdnUrl ?? '';
    expect(photoUrl).toMatch(/^\/media\/[0-9a-f-]+\/$/);

    // The same member, moved in the board order and then found in the Excel export.
    await page.getByLabel('Filter op rol').selectOption({ label: 'Bestuurslid' });
    await page.getByLabel('Zoek op naam').fill(lastName);
    const order = page.getByLabel(`Volgorde van Griet ${lastName}`, { exact: true });
    await expect(order).toHaveValue('2');
    await page.getByRole('button', { name: `Volgorde van Griet ${lastName} verhogen` }).click();
    await expect(order).toHaveValue('3');
    await expect.poll(async () => (await memberByLastName(request, lastName))?.boardMemberSortOrder).toBe(3);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteer naar Excel' }).click();
    const file = testInfo.outputPath((await download).suggestedFilename());
    await (await download).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const cells: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => cells.push((row.values as unknown[]).map((value) => String(value ?? ''))));
    expect(cells.some((row) => row.includes('Griet') && row.includes(lastName))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('board order: arrows by one, never below 0, and a typed number', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const member = await createOverApi(request, {
      role: 'BOARDMEMBER',
      boardTitle: 'Bestuurder',
      boardMemberSortOrder: 1,
    });
    const name = `${member.firstName} ${member.lastName}`;
    const storedOrder = async () => (await memberByLastName(request, member.lastName))?.boardMemberSortOrder;

    await openMembers(page, request);
    await expect(page.getByRole('columnheader', { name: 'Volgorde' })).toHaveCount(0);
    await page.getByLabel('Filter op rol').selectOption({ label: 'Bestuurslid' });
    await expect(page.getByRole('columnheader', { name: 'Volgorde' })).toBeVisible();
    await page.getByLabel('Zoek op naam').fill(member.lastName);

    const input = page.getByLabel(`Volgorde van ${name}`, { exact: true });
    const down = page.getByRole('button', { name: `Volgorde van ${name} verlagen` });
    const up = page.getByRole('button', { name: `Volgorde van ${name} verhogen` });
    await expect(input).toHaveValue('1');

    await down.click();
    await expect(input).toHaveValue('0');
    // The banner shows 2 s: look before the slower API checks.
    await expect(page.getByText(successText)).toBeVisible();
    await expect.poll(storedOrder).toBe(0);
    const versionAtZero = (await memberByLastName(request, member.lastName))?.version;

    await down.click();
    await expect(input).toHaveValue('0');
    await up.click();
    await expect(input).toHaveValue('1');
    await expect.poll(storedOrder).toBe(1);
    // Down at 0 wrote nothing: only the one step up came after it.
    expect((await memberByLastName(request, member.lastName))?.version).toBe((versionAtZero ?? 0) + 1);

    await input.fill('5');
    await input.press('Enter');
    await expect.poll(storedOrder).toBe(5);
    await expect(input).toHaveValue('5');

    // Two quick steps: each write carries the version of the one before, so both apply.
    await up.click();
    await up.click();
    await expect.poll(storedOrder).toBe(7);
    expect(errors).toEqual([]);
  });

  test('export to Excel: busy label, the server file name and the member in the sheet', async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const member = await createOverApi(request, { firstName: 'Excel', role: 'BOARDMEMBER' });
    const headers = await adminHeaders(request);
    const serverName = async (query: string) => {
      const response = await request.get(`/admin/api/members/export/excel${query}`, { headers });
      expect(response.status()).toBe(200);
      return /filename="?([^";]+)"?/.exec(response.headers()['content-disposition'] ?? '')?.[1];
    };

    await openMembers(page, request);
    // Hold the download's request, to see the button while it is busy.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/api/members/export/excel**', async (route) => {
      await held;
      await route.continue();
    });

    const button = page.getByRole('button', { name: 'Exporteer naar Excel' });
    const downloadStarted = page.waitForEvent('download');
    await button.click();
    await expect(page.getByRole('button', { name: 'Exporteren...' })).toBeVisible();
    release();
    const download = await downloadStarted;
    await expect(page.getByRole('button', { name: 'Exporteer naar Excel' })).toBeVisible();

    const expectedName = await serverName('');
    expect(expectedName).toBeTruthy();
    expect(download.suggestedFilename()).toBe(expectedName);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).map((value) => String(value ?? ''))));
    expect(rows.some((cells) => cells.includes(member.firstName) && cells.includes(member.lastName))).toBe(true);

    // With the board filter, the export asks for that role and keeps the server's (other) name.
    await page.getByLabel('Filter op rol').selectOption({ label: 'Bestuurslid' });
    await expect(page.getByRole('columnheader', { name: 'Volgorde' })).toBeVisible();
    const boardDownload = page.waitForEvent('download');
    const boardRequest = page.waitForRequest('**/admin/api/members/export/excel**');
    await button.click();
    expect(new URL((await boardRequest).url()).searchParams.get('role')).toBe('BOARDMEMBER');
    const boardFile = await boardDownload;
    expect(boardFile.suggestedFilename()).toBe(await serverName('?role=BOARDMEMBER'));
    expect(boardFile.suggestedFilename()).not.toBe(expectedName);
    expect(errors).toEqual([]);
  });

  test('edit a member (a change made meanwhile is not overwritten), then delete it', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const member = await createOverApi(request, {
      firstName: 'Wout',
      dateOfBirth: '1990-02-03',
      phoneNumber: '0470 11 11 11',
      address,
    });
    const name = `Wout ${member.lastName}`;
    const headers = await adminHeaders(request);

    await openMembers(page, request);
    await page.getByLabel('Zoek op naam').fill(member.lastName);
    await page.getByRole('button', { name: `Bewerken ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Lid bewerken' });
    await expect(dialog.getByLabel('Telefoon')).toHaveValue('0470 11 11 11');
    await expect(dialog.getByLabel('Geboortedatum')).toHaveValue('1990-02-03');

    // Someone else saves first: the dialog says so and keeps what was typed.
    const other = await request.put(`/admin/api/members/${member.id}`, {
      headers,
      data: { comments: 'Intussen gewijzigd' },
    });
    expect(other.status()).toBe(200);
    await dialog.getByLabel('Telefoon').fill('0470 22 22 22');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Opslaan mislukt: ${conflictText}`);
    await expect(dialog.getByLabel('Telefoon')).toHaveValue('0470 22 22 22');
    expect((await memberByLastName(request, member.lastName))?.phoneNumber).toBe('0470 11 11 11');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    // The list has reloaded: a new edit starts from the current version.
    await page.getByRole('button', { name: `Bewerken ${name}` }).click();
    await expect(dialog.getByLabel('Opmerkingen')).toHaveValue('Intussen gewijzigd');
    await dialog.getByLabel('Telefoon').fill('0470 33 33 33');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(successText)).toBeVisible();
    expect(await memberByLastName(request, member.lastName)).toMatchObject({
      phoneNumber: '0470 33 33 33',
      dateOfBirth: '1990-02-03',
      comments: 'Intussen gewijzigd',
      address: { street: 'Kerkstraat', city: 'Wingene' },
    });

    await page.getByRole('button', { name: `Verwijderen ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Bevestigen' });
    await expect(confirm.getByText('Weet je zeker dat je dit lid wilt verwijderen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
    // The focused delete button went with its row: focus is on the heading, not lost to the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Ledenbeheer' })).toBeFocused();
    await expect(page.getByText('Geen leden gevonden.')).toBeVisible();
    await expect(page.getByText(successText)).toBeVisible();
    const gone = await request.get(`/admin/api/members/${member.id}`, { headers });
    expect(gone.status()).toBe(404);
    expect(errors).toEqual([]);
  });

  test('an edit keeps hidden fields, what is typed during an upload, and the dialog open while saving', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    // As imported: a helper with an order and an Euraudax title while Euraudax is off (both hidden in the modal).
    const member = await createOverApi(request, {
      firstName: 'Hilde',
      role: 'AID',
      boardMemberSortOrder: 4,
      euraudax: false,
      euraudaxTitle: 'Bezemwagen',
      dateOfBirth: '1975-09-12',
      address,
    });
    const name = `Hilde ${member.lastName}`;

    await openMembers(page, request);
    await page.getByLabel('Zoek op naam').fill(member.lastName);
    await page.getByRole('button', { name: `Bewerken ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Lid bewerken' });
    await expect(dialog.getByLabel('Volgorde in het bestuur')).toHaveCount(0);
    await expect(dialog.getByLabel('Euraudax-titel')).toHaveCount(0);

    // Typing while the photo uploads: the finished upload keeps what was typed.
    const releaseUpload = await holdRequests(page, '**/admin/api/images/upload', 'POST');
    await dialog.getByLabel('Kies een foto').setInputFiles(await testImage('hilde.jpg', { r: 30, g: 120, b: 60 }));
    await expect(dialog.getByText('Foto uploaden…')).toBeVisible();
    await dialog.getByLabel('Telefoon').fill('0499 12 34 56');
    releaseUpload();
    await expect(dialog.getByRole('img', { name: 'Voorbeeld van de foto' })).toBeVisible();
    await expect(dialog.getByLabel('Telefoon')).toHaveValue('0499 12 34 56');

    // While the save runs, Annuleren, × and Escape leave the dialog open.
    const releaseSave = await holdRequests(page, `**/admin/api/members/${member.id}`, 'PUT');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByRole('button', { name: 'Opslaan…' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    releaseSave();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(successText)).toBeVisible();

    const stored = await memberByLastName(request, member.lastName);
    expect(stored).toMatchObject({
      phoneNumber: '0499 12 34 56',
      role: 'AID',
      boardMemberSortOrder: 4,
      euraudax: false,
      euraudaxTitle: 'Bezemwagen',
    });
    expect(stored?.uploadcareImage?.cdnUrl).toMatch(/^\/media\/[0-9a-f-]+\/$/);
    expect(errors).toEqual([]);
  });

  test('board order after a change made meanwhile: the reason, a reload, and the next click works', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const member = await createOverApi(request, { role: 'BOARDMEMBER', boardMemberSortOrder: 1 });
    const name = `${member.firstName} ${member.lastName}`;
    const storedOrder = async () => (await memberByLastName(request, member.lastName))?.boardMemberSortOrder;

    await openMembers(page, request);
    await page.getByLabel('Filter op rol').selectOption({ label: 'Bestuurslid' });
    await page.getByLabel('Zoek op naam').fill(member.lastName);
    const input = page.getByLabel(`Volgorde van ${name}`, { exact: true });
    const up = page.getByRole('button', { name: `Volgorde van ${name} verhogen` });
    await expect(input).toHaveValue('1');

    // Someone else sets the order to 3: the row's version is old now.
    const other = await request.put(`/admin/api/members/${member.id}`, {
      headers: await adminHeaders(request),
      data: { boardMemberSortOrder: 3 },
    });
    expect(other.status()).toBe(200);
    await up.click();
    await expect(page.getByRole('alert')).toHaveText(`Volgorde wijzigen mislukt: ${conflictText}`);
    // The list reloaded: the field shows the other's order, and nothing of ours was written.
    await expect(input).toHaveValue('3');
    expect(await storedOrder()).toBe(3);

    // The next click carries the current version and is saved.
    await up.click();
    await expect.poll(storedOrder).toBe(4);
    await expect(input).toHaveValue('4');
    await expect(page.getByText(successText)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a list that does not load shows the reason and a retry', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const reason = 'De ledenlijst is even niet beschikbaar.';
    await signInWithToken(page, request);
    // The screen asks the server's paged list (?page=…&size=20).
    const list = '**/admin/api/members?*';
    await page.route(list, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: reason }) }),
    );
    await page.goto('/admin/leden');
    await expect(page.getByRole('alert')).toHaveText(`Leden laden mislukt: ${reason}`);
    await page.unroute(list);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('pagination: 20 a page after the name filter', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    let count = (await allMembers(request)).length;
    // The demo club has more than 20 members; an emptier one gets enough to fill two pages.
    while (count < 21) {
      await createOverApi(request, { firstName: 'Pagina' });
      count += 1;
    }
    const pages = Math.ceil(count / 20);

    await openMembers(page, request);
    const rows = page.getByRole('table').locator('tbody tr');
    const previous = page.getByRole('button', { name: 'Vorige' });
    const next = page.getByRole('button', { name: 'Volgende' });
    await expect(page.getByText(`Pagina 1 van ${pages}`)).toBeVisible();
    await expect(rows).toHaveCount(20);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    for (let shown = 2; shown <= pages; shown += 1) {
      await next.click();
      await expect(page.getByText(`Pagina ${shown} van ${pages}`)).toBeVisible();
      await expect(previous).toBeEnabled();
    }
    await expect(next).toBeDisabled();
    await expect(rows).toHaveCount(count - (pages - 1) * 20);
    await previous.click();
    await expect(page.getByText(`Pagina ${pages - 1} van ${pages}`)).toBeVisible();
    await expect(rows).toHaveCount(20);

    // The filter narrows the list first and starts again at page 1.
    const member = await createOverApi(request, { firstName: 'Zoekbaar' });
    await page.reload();
    await page.getByLabel('Zoek op naam').fill(member.lastName.toLowerCase());
    await expect(page.getByText('Pagina 1 van 1')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await page.getByLabel('Zoek op naam').fill('');
    await expect(page.getByText(`Pagina 1 van ${Math.ceil((count + 1) / 20)}`)).toBeVisible();
    await expect(rows).toHaveCount(20);
    expect(errors).toEqual([]);
  });

  test('accessibility: list, board view and the modal with its messages', async ({ page, request }) => {
    // Three full axe runs, one over a long form: slower than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const errors = watchPageErrors(page);
    await createOverApi(request, { role: 'BOARDMEMBER', boardMemberSortOrder: 3 });
    await openMembers(page, request);
    const problems = [...(await axeViolations(page, 'lijst'))];

    await page.getByLabel('Filter op rol').selectOption({ label: 'Bestuurslid' });
    await expect(page.getByRole('columnheader', { name: 'Volgorde' })).toBeVisible();
    problems.push(...(await axeViolations(page, 'bestuur')));

    await page.getByRole('button', { name: 'Nieuw lid toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw lid' });
    await dialog.getByLabel('Rol', { exact: true }).selectOption({ label: 'Bestuurslid' });
    await dialog.getByLabel('Euraudax', { exact: true }).check();
    await dialog.getByLabel('E-mail').fill('fout');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByText('Ongeldig e-mailadres')).toBeVisible();
    await expect(dialog.getByText('Land is verplicht')).toBeVisible();
    problems.push(...(await axeViolations(page, 'venster')));

    // Stricter than the issue asks (no serious or critical): axe finds nothing at all here.
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
