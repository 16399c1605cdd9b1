import { expect, test, type APIRequestContext, type Club, type Page } from './support/test';
import { simpleParser } from 'mailparser';
import type { Newsletter } from '../../server/contracts/newsletter';
import { signInWithToken, testImage } from './support/admin';
import { adminHeaders, outboxMails } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

const texts = {
  saved: 'Actie succesvol uitgevoerd.',
  confirmSend: 'Verstuur naar alle actieve leden (uitgezonderd uitgeschreven)?',
  confirmDelete: 'Weet je zeker dat je deze nieuwsbrief wilt verwijderen?',
  conflict: 'Dit werd intussen door iemand anders gewijzigd. Laad opnieuw en probeer nog eens.',
};
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Newsletters this file made; removed at the end even when a test failed halfway, so the public list stays as seeded. */
const made = new Set<number>();

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const id of made) await request.delete(`/admin/api/newsletters/${id}`, { headers });
});

async function newsletterByTitle(request: APIRequestContext, title: string): Promise<Newsletter | undefined> {
  const response = await request.get('/admin/api/newsletters', { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Newsletter[]).find((newsletter) => newsletter.title === title);
}

async function newsletterById(request: APIRequestContext, id: number): Promise<Newsletter> {
  const response = await request.get(`/admin/api/newsletters/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Newsletter;
}

async function createOverApi(request: APIRequestContext, title: string): Promise<Newsletter> {
  const response = await request.post('/admin/api/newsletters', {
    headers: await adminHeaders(request),
    data: { title, intro: '<p>Via de API gemaakt.</p>', outro: '', blocks: [] },
  });
  expect(response.status()).toBe(201);
  const newsletter = (await response.json()) as Newsletter;
  made.add(newsletter.id);
  return newsletter;
}

/** The outbox mails whose file is not in `seen`, parsed. */
async function newMails(club: Club, seen: ReadonlySet<string>) {
  const mails = (await outboxMails(club)).filter(({ file }) => !seen.has(file));
  return Promise.all(mails.map(async ({ raw }) => simpleParser(raw)));
}

const recipients = (mail: Awaited<ReturnType<typeof simpleParser>>) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((a) => a.address ?? ''));

const editor = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('een nieuwsbrief maken, testen, publiceren, versturen en verwijderen', async ({ page, request, club }) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const id = unique();
  const title = `E2E nieuwsbrief ${id}`;
  await signInWithToken(page, request);

  // The list, and a new newsletter through the form.
  await page.goto('/admin/nieuwsbrieven');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrieven' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Laatst bijgewerkt' })).toBeVisible();
  expect(await axeViolations(page, 'lijst')).toEqual([]);
  await page.getByRole('link', { name: 'Nieuwe nieuwsbrief' }).click();
  await expect(page).toHaveURL(/\/admin\/nieuwsbrieven\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe nieuwsbrief' })).toBeVisible();
  const testButton = page.getByRole('button', { name: 'Test versturen' });
  const sendButton = page.getByRole('button', { name: 'Verstuur', exact: true });
  await expect(testButton).toBeDisabled();
  await expect(sendButton).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await editor(page, 'Intro').fill(`Intro van ${id}`);
  const addBlock = page.getByRole('button', { name: '+ Blok' });
  await addBlock.click();
  await addBlock.click();
  const block1 = page.getByRole('group', { name: 'Blok 1' });
  const block2 = page.getByRole('group', { name: 'Blok 2' });
  await expect(block1.getByLabel('Volgorde')).toHaveValue('1');
  await expect(block2.getByLabel('Volgorde')).toHaveValue('2');
  await block1.getByLabel('Afbeelding uploaden').setInputFiles(await testImage('blok-1.jpg', { r: 200, g: 60, b: 30 }));
  await expect(block1.getByLabel('Afbeelding-UUID')).toHaveValue(uuidPattern);
  const imageUuid = await block1.getByLabel('Afbeelding-UUID').inputValue();
  const preview = block1.getByRole('img', { name: 'Afbeelding van blok 1' });
  await expect(preview).toHaveAttribute('src', `/media/${imageUuid}/300x300.jpg`);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await editor(page, 'Tekst van blok 1').fill(`Tekst met foto ${id}`);
  await editor(page, 'Tekst van blok 2').fill(`Tekst zonder foto ${id}`);
  await expect(block2.getByRole('button', { name: 'Afbeelding van blok 2 verwijderen' })).toHaveCount(0);
  await editor(page, 'Outro').fill(`Outro van ${id}`);
  await expect(testButton).toBeDisabled();
  expect(await axeViolations(page, 'nieuw formulier')).toEqual([]);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/nieuwsbrieven$/);
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

  const created = await newsletterByTitle(request, title);
  expect(created).toBeDefined();
  made.add(created!.id);
  const stored = await newsletterById(request, created!.id);
  expect(stored.published).toBe(false);
  expect(stored.intro).toContain(`Intro van ${id}`);
  expect(stored.outro).toContain(`Outro van ${id}`);
  expect(stored.blocks.map((block) => [block.order, block.imageId])).toEqual([
    [1, imageUuid],
    [2, null],
  ]);
  expect(stored.blocks[0]!.text).toContain(`Tekst met foto ${id}`);
  expect(stored.blocks[1]!.text).toContain(`Tekst zonder foto ${id}`);

  // Reopened: saved, so a test may go out; not published, so no 'Verstuur'.
  await page.getByRole('link', { name: `Bewerken ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/nieuwsbrieven/${created!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief bewerken' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);
  await expect(editor(page, 'Tekst van blok 2')).toContainText(`Tekst zonder foto ${id}`);
  await expect(testButton).toBeEnabled();
  await expect(sendButton).toHaveCount(0);

  // An unsaved change holds the test back; undoing it frees it again.
  await page.getByRole('textbox', { name: 'Titel' }).fill(`${title} gewijzigd`);
  await expect(testButton).toBeDisabled();
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await expect(testButton).toBeEnabled();

  // The test send.
  const testAddress = `test-${id}@e2e.test`;
  await testButton.click();
  const dialog = page.getByRole('dialog', { name: 'Test versturen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mailadres')).toHaveAttribute('type', 'email');
  expect(await axeViolations(page, 'testdialoog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Verstuur test' }).click();
  await expect(dialog.getByText('Vul een e-mailadres in.')).toBeVisible();
  // The server refuses the address: its sentence under the field, the alert says only what failed.
  await dialog.getByLabel('E-mailadres').fill('geen-adres');
  await dialog.getByRole('button', { name: 'Verstuur test' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Versturen van test mislukt');
  await expect(dialog.getByLabel('E-mailadres')).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
  await dialog.getByLabel('E-mailadres').fill(testAddress);
  await dialog.getByRole('button', { name: 'Verstuur test' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText(`Test nieuwsbrief verstuurd naar ${testAddress}`)).toBeVisible();
  await expect
    .poll(
      async () => {
        const mails = await newMails(club, new Set());
        return mails.find((mail) => recipients(mail).includes(testAddress))?.subject;
      },
      { timeout: 20_000, message: `de testmail aan ${testAddress} in de outbox` },
    )
    .toContain(title);

  // Publish from the form: an unsaved change again until 'Opslaan'.
  const seen = new Set((await outboxMails(club)).map(({ file }) => file));
  await page.getByRole('switch', { name: 'Gepubliceerd' }).click();
  await expect(page.getByRole('switch', { name: 'Gepubliceerd' })).toHaveAttribute('aria-checked', 'true');
  await expect(testButton).toBeDisabled();
  await expect(sendButton).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByRole('switch', { name: `Gepubliceerd: ${title}` })).toHaveAttribute('aria-checked', 'true');
  expect((await newsletterById(request, created!.id)).published).toBe(true);

  // Published and saved: 'Verstuur', after the confirmation.
  await page.getByRole('link', { name: `Bewerken ${title}` }).click();
  await expect(sendButton).toBeVisible();
  await expect(testButton).toBeEnabled();
  await sendButton.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(texts.confirmSend, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Verstuur', exact: true }).click();
  await expect(page.getByRole('status').getByText('Versturen gestart')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await newMails(club, seen)).filter(
          (mail) => mail.subject === title && !recipients(mail).includes(testAddress) && (mail.text ?? '').includes(id),
        ).length,
      { timeout: 30_000, message: 'nieuwsbrieven aan de actieve leden in de outbox' },
    )
    .toBeGreaterThan(0);

  // Delete, after the confirmation.
  await page.getByRole('link', { name: '← Terug naar overzicht' }).click();
  await page.getByRole('button', { name: `Verwijderen ${title}` }).click();
  const question = page.getByRole('dialog');
  await expect(question.getByText(texts.confirmDelete)).toBeVisible();
  await question.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  const gone = await request.get(`/admin/api/newsletters/${created!.id}`, { headers: await adminHeaders(request) });
  expect(gone.status()).toBe(404);
  made.delete(created!.id);
  expect(errors).toEqual([]);
});

test('de schakelaar in de lijst publiceert meteen en herstelt zich na een fout', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const title = `E2E schakelaar ${unique()}`;
  const newsletter = await createOverApi(request, title);
  await signInWithToken(page, request);
  await page.goto('/admin/nieuwsbrieven');

  const toggle = page.getByRole('switch', { name: `Gepubliceerd: ${title}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await newsletterById(request, newsletter.id)).published).toBe(true);

  // A refused toggle: the error is shown and the list reloads with the server's state.
  await page.route(`**/admin/api/newsletters/${newsletter.id}/publish`, (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: texts.conflict }) }),
  );
  await toggle.click();
  await expect(page.getByRole('alert')).toHaveText(`Publiceren mislukt: ${texts.conflict}`);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect((await newsletterById(request, newsletter.id)).published).toBe(true);
  expect(errors).toEqual([]);
});

test('opslaan na een wijziging door iemand anders toont het conflict en bewaart de invoer', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const title = `E2E conflict ${unique()}`;
  const newsletter = await createOverApi(request, title);
  await signInWithToken(page, request);
  await page.goto(`/admin/nieuwsbrieven/${newsletter.id}`);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);

  // Someone else saves meanwhile.
  const changed = await request.put(`/admin/api/newsletters/${newsletter.id}`, {
    headers: await adminHeaders(request),
    data: { title: `${title} elders`, intro: '', outro: '', blocks: [] },
  });
  expect(changed.ok()).toBe(true);

  await page.getByRole('textbox', { name: 'Titel' }).fill(`${title} hier`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Opslaan mislukt: ${texts.conflict}`);
  await expect(page).toHaveURL(new RegExp(`/admin/nieuwsbrieven/${newsletter.id}$`));
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(`${title} hier`);
  expect((await newsletterById(request, newsletter.id)).title).toBe(`${title} elders`);
  expect(errors).toEqual([]);
});

test('blokken: een geplakte UUID, afbeelding en blok weghalen, een mislukte upload', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const title = `E2E blokken ${unique()}`;
  const newsletter = await createOverApi(request, title);
  const uploaded = await request.post('/admin/api/images/upload', {
    headers: await adminHeaders(request),
    multipart: { files: await testImage('geplakt.jpg', { r: 20, g: 90, b: 200 }) },
  });
  expect(uploaded.ok()).toBe(true);
  const uuid = ((await uploaded.json()) as { uuid: string }[])[0]!.uuid;
  await signInWithToken(page, request);
  await page.goto(`/admin/nieuwsbrieven/${newsletter.id}`);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);

  await page.getByRole('button', { name: '+ Blok' }).click();
  await page.getByRole('button', { name: '+ Blok' }).click();
  await editor(page, 'Tekst van blok 1').fill('Dit blok gaat weg');
  await editor(page, 'Tekst van blok 2').fill('Dit blok blijft');
  const block2 = page.getByRole('group', { name: 'Blok 2' });
  // Pasted as an image address: the form keeps the uuid in it.
  await block2.getByLabel('Afbeelding-UUID').fill(`http://elders.test/media/${uuid}/300x300.jpg`);
  await expect(block2.getByRole('img', { name: 'Afbeelding van blok 2' })).toHaveAttribute(
    'src',
    `/media/${uuid}/300x300.jpg`,
  );

  // A file that is no image: the server refuses it and the form says so.
  await page
    .getByRole('group', { name: 'Blok 1' })
    .getByLabel('Afbeelding uploaden')
    .setInputFiles({ name: 'geen-foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('dit is tekst') });
  await expect(page.getByRole('alert')).toContainText('Upload mislukt');
  await expect(page.getByRole('group', { name: 'Blok 1' }).getByLabel('Afbeelding-UUID')).toHaveValue('');

  await page.getByRole('button', { name: 'Blok 1 verwijderen' }).click();
  await expect(page.getByRole('group', { name: 'Blok 2' })).toHaveCount(0);
  const remaining = page.getByRole('group', { name: 'Blok 1' });
  await expect(editor(page, 'Tekst van blok 1')).toContainText('Dit blok blijft');
  await expect(remaining.getByRole('img', { name: 'Afbeelding van blok 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/nieuwsbrieven$/);
  const saved = await newsletterById(request, newsletter.id);
  expect(saved.blocks.map((block) => [block.order, block.imageId])).toEqual([[2, uuid]]);
  expect(saved.blocks[0]!.text).toContain('Dit blok blijft');

  // Taking the image out of the block.
  await page.goto(`/admin/nieuwsbrieven/${newsletter.id}`);
  await page.getByRole('button', { name: 'Afbeelding van blok 1 verwijderen' }).click();
  await expect(page.getByRole('img', { name: 'Afbeelding van blok 1' })).toHaveCount(0);
  await expect(page.getByLabel('Afbeelding-UUID')).toHaveValue('');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/nieuwsbrieven$/);
  expect((await newsletterById(request, newsletter.id)).blocks.map((block) => block.imageId)).toEqual([null]);
  expect(errors).toEqual([]);
});

test('een onbekende nieuwsbrief geeft een foutmelding en de lijst toont de tijden in nl-BE', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const newsletter = await createOverApi(request, `E2E tijden ${unique()}`);
  await signInWithToken(page, request);
  await page.goto('/admin/nieuwsbrieven');
  const row = page.getByRole('row', { name: new RegExp(newsletter.title) });
  const nlBE = (iso: string) =>
    new Date(iso).toLocaleString('nl-BE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  await expect(row.getByRole('cell').nth(2)).toHaveText(nlBE(newsletter.creationTimestamp));
  await expect(row.getByRole('cell').nth(3)).toHaveText(nlBE(newsletter.updateTimestamp));

  await page.goto('/admin/nieuwsbrieven/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief bewerken' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Laden mislukt: Deze nieuwsbrief bestaat niet.');
  expect(errors).toEqual([]);
});

/** Holds the PUT of the newsletter until `release()`; `arrived` resolves when the form has sent it. */
async function holdSave(page: Page, id: number) {
  let release!: () => void;
  let signal!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (signal = resolve));
  await page.route(`**/admin/api/newsletters/${id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    signal();
    await held;
    return route.continue();
  });
  return { arrived, release };
}

test('wat tijdens het opslaan getypt wordt, gaat niet verloren', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const title = `E2E tijdens opslaan ${unique()}`;
  const newsletter = await createOverApi(request, title);
  await signInWithToken(page, request);
  await page.goto(`/admin/nieuwsbrieven/${newsletter.id}`);
  const titleField = page.getByRole('textbox', { name: 'Titel' });
  const saveButton = page.getByRole('button', { name: 'Opslaan' });
  await expect(titleField).toHaveValue(title);

  // Saved, but the title changed while the answer was on its way: the form stays with the newer title.
  const first = await holdSave(page, newsletter.id);
  await titleField.fill(`${title} eerst`);
  await saveButton.click();
  await first.arrived;
  await expect(saveButton).toBeDisabled();
  await titleField.fill(`${title} daarna`);
  first.release();
  await expect(page.getByRole('status').getByText(texts.saved)).toBeVisible();
  await expect(saveButton).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/admin/nieuwsbrieven/${newsletter.id}$`));
  await expect(titleField).toHaveValue(`${title} daarna`);
  expect((await newsletterById(request, newsletter.id)).title).toBe(`${title} eerst`);
  // The newer title is not saved yet, so no test send.
  await expect(page.getByRole('button', { name: 'Test versturen' })).toBeDisabled();
  await page.unrouteAll();

  // The content is saved but publishing fails, while a block is added meanwhile: the block stays, and
  // the next save builds on the version just written (no conflict).
  const second = await holdSave(page, newsletter.id);
  await page.route(`**/admin/api/newsletters/${newsletter.id}/publish`, (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: texts.conflict }) }),
  );
  await page.getByRole('switch', { name: 'Gepubliceerd' }).click();
  await saveButton.click();
  await second.arrived;
  await page.getByRole('button', { name: '+ Blok' }).click();
  second.release();
  await expect(page.getByRole('alert')).toHaveText(`Opslaan mislukt: ${texts.conflict}`);
  await expect(page.getByRole('group', { name: 'Blok 1' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Gepubliceerd' })).toHaveAttribute('aria-checked', 'true');
  await expect(titleField).toHaveValue(`${title} daarna`);
  const between = await newsletterById(request, newsletter.id);
  expect([between.title, between.published, between.blocks.length]).toEqual([`${title} daarna`, false, 0]);
  await page.unrouteAll();

  // Nothing changes during this save: to the list.
  await saveButton.click();
  await expect(page).toHaveURL(/\/admin\/nieuwsbrieven$/);
  const stored = await newsletterById(request, newsletter.id);
  expect([stored.title, stored.published, stored.blocks.length]).toEqual([`${title} daarna`, true, 1]);
  expect(errors).toEqual([]);
});

test('een lege editor met alleen een tabel bewaart de tabel', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const title = `E2E tabel ${unique()}`;
  await signInWithToken(page, request);
  await page.goto('/admin/nieuwsbrieven/new');
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await editor(page, 'Intro').click();
  await page.getByRole('toolbar', { name: 'Opmaak: Intro' }).getByRole('button', { name: 'Tabel invoegen' }).click();
  await expect(editor(page, 'Intro').locator('table')).toHaveCount(1);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/nieuwsbrieven$/);
  const created = await newsletterByTitle(request, title);
  expect(created).toBeDefined();
  made.add(created!.id);
  expect((await newsletterById(request, created!.id)).intro).toContain('<table');
  expect(errors).toEqual([]);
});

test('foutmeldingen van de server staan bij hun veld en blijven bij hun blok', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const title = `E2E veldfouten ${unique()}`;
  const newsletter = await createOverApi(request, title);
  await signInWithToken(page, request);
  await page.goto(`/admin/nieuwsbrieven/${newsletter.id}`);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(title);
  const addBlock = page.getByRole('button', { name: '+ Blok' });
  const imageField = (n: number) => page.getByRole('group', { name: `Blok ${n}` }).getByLabel('Afbeelding-UUID');
  const unknownImage = 'Deze afbeelding bestaat niet (meer).';

  // The server knows no image with this uuid: its message is about the second block.
  await addBlock.click();
  await addBlock.click();
  await imageField(2).fill('00000000-0000-4000-8000-000000000000');
  const saveButton = page.getByRole('button', { name: 'Opslaan' });
  await saveButton.click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/^Opslaan mislukt: /);
  await expect(imageField(2)).toHaveAccessibleDescription(new RegExp(unknownImage.replace(/[().]/g, '\\$&')));
  await expect(imageField(1)).not.toHaveAttribute('aria-invalid', 'true');
  // The save's failure is shown right above Opslaan, where the admin clicked.
  const alertBox = (await alert.boundingBox())!;
  const buttonBox = (await saveButton.boundingBox())!;
  expect(buttonBox.y - (alertBox.y + alertBox.height)).toBeGreaterThanOrEqual(0);
  expect(buttonBox.y - (alertBox.y + alertBox.height)).toBeLessThan(60);
  expect(await axeViolations(page, 'veldfouten')).toEqual([]);

  // The message follows its block: after the first block goes, it is on the new 'Blok 1', not on a new block.
  await page.getByRole('button', { name: 'Blok 1 verwijderen' }).click();
  await expect(imageField(1)).toHaveAttribute('aria-invalid', 'true');
  await addBlock.click();
  await expect(imageField(2)).not.toHaveAttribute('aria-invalid', 'true');
  await imageField(1).fill('');

  // Messages about rich text are tied to their editor (the server's sanitizer rarely refuses, so simulated).
  await page.route(`**/admin/api/newsletters/${newsletter.id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Controleer de ingevulde velden.',
            errors: { intro: 'Intro klopt niet.', 'blocks.1.text': 'Tekst klopt niet.' },
          }),
        })
      : route.fallback(),
  );
  await saveButton.click();
  await expect(alert).toHaveText('Opslaan mislukt: Controleer de ingevulde velden.');
  await expect(editor(page, 'Intro')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor(page, 'Intro')).toHaveAccessibleDescription('Intro klopt niet.');
  await expect(editor(page, 'Tekst van blok 2')).toHaveAccessibleDescription('Tekst klopt niet.');
  await expect(editor(page, 'Tekst van blok 1')).toHaveAttribute('aria-invalid', 'false');
  await expect(editor(page, 'Outro')).toHaveAccessibleDescription('');
  await expect(imageField(1)).not.toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, 'fouten bij de editors')).toEqual([]);
  expect(errors).toEqual([]);
});
