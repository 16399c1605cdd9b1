import { expect, test, type APIRequestContext, type Page } from './support/test';
import { simpleParser } from 'mailparser';
import { adminAccountTexts } from '../../server/contracts/admin-account';
import type { PaymentMember } from '../../server/contracts/admin-account';
import { loginAsAdmin, signInWithToken } from './support/admin';
import { adminHeaders, outboxMails } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';
import type { RoleAdmin } from './support/role-admins';

// Roles in the admin app (docs/decisions/029-admin-roles.md): an administrator of each role, made in
// this worker's club before its server starts; the e2e admin is the one Beheerder.
const password = 'rol-wachtwoord-2026';
const accounts = {
  redactie: { firstName: 'Rita', lastName: 'Redactie', email: 'redactie@e2e.test', password, role: 'redactie' },
  secretariaat: {
    firstName: 'Sam',
    lastName: 'Secretariaat',
    email: 'secretariaat@e2e.test',
    password,
    role: 'secretariaat',
  },
  penningmeester: {
    firstName: 'Piet',
    lastName: 'Kas',
    email: 'penningmeester@e2e.test',
    password,
    role: 'penningmeester',
  },
} as const satisfies Record<string, RoleAdmin>;
test.use({ clubAdmins: accounts });

const noAccess = (role: string, screen: string) =>
  `Je rol (${role}) geeft geen toegang tot ${screen}. Vraag een Beheerder als je dit nodig hebt.`;

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Beheer' }).getByRole('link');

/** The admin API paths the page asked for, from now on. */
function apiCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin/api/')) asked.push(pathname);
  });
  return asked;
}

async function bearer(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post('/api/login', { data: { username: email, password, recaptchaToken: '' } });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** A few members' e-mail addresses, as the Beheerder sees them: none may appear on a Redactie's screen. */
async function memberEmails(request: APIRequestContext): Promise<string[]> {
  const members = (await (
    await request.get('/admin/api/members', { headers: await adminHeaders(request) })
  ).json()) as { email?: string | null }[];
  const emails = members.flatMap((member) => (member.email ? [member.email] : []));
  expect(emails.length).toBeGreaterThan(0);
  return emails;
}

async function expectNoMemberData(page: Page, emails: readonly string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(emails.filter((email) => text.includes(email))).toEqual([]);
}

test('Redactie: alleen de website in het menu, een nieuwsbrief aan alle actieve leden, geen toegang tot Leden', async ({
  page,
  request,
  club,
}) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  const emails = await memberEmails(request);
  const asked = apiCalls(page);
  await loginAsAdmin(page, { email: accounts.redactie.email, password });

  await expect(sidebarLinks(page)).toHaveText(['Dashboard', 'Info', 'Wandeltochten', 'Nieuwsbrieven']);
  await page.getByRole('button', { name: 'Gebruikersmenu van Rita' }).click();
  await expect(page.getByText('Rol: Redactie', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // The dashboard leads to nothing of the secretariat.
  await expect(page.locator('main a[href^="/admin/leden"], main a[href^="/admin/aanvragen"]')).toHaveCount(0);

  // A newsletter of their own, published, then sent from its screen.
  const headers = await bearer(request, accounts.redactie.email);
  const title = `Redactiebrief ${Date.now()}`;
  const created = await request.post('/admin/api/newsletters', {
    headers,
    data: { title, intro: '<p>Van de redactie.</p>', outro: '', blocks: [] },
  });
  expect(created.status()).toBe(201);
  const { id, version } = (await created.json()) as { id: number; version: number };
  const published = await request.patch(`/admin/api/newsletters/${id}/publish`, {
    headers: { ...headers, 'If-Match': `"${version}"` },
    data: { published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  const seen = new Set((await outboxMails(club)).map(({ file }) => file));

  await page.goto(`/admin/nieuwsbrieven/${id}`);
  await page.getByRole('button', { name: 'Verstuur', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Verstuur naar alle actieve leden (uitgezonderd uitgeschreven)?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Verstuur', exact: true }).click();
  await expect(page.getByRole('status').getByText('Versturen gestart')).toBeVisible();
  await expect
    .poll(
      async () => {
        const mails = (await outboxMails(club)).filter(({ file }) => !seen.has(file));
        const parsed = await Promise.all(mails.map(({ raw }) => simpleParser(raw)));
        return parsed.filter((mail) => mail.subject === title).length;
      },
      { timeout: 30_000, message: 'de nieuwsbrief aan de actieve leden in de outbox' },
    )
    .toBeGreaterThan(0);
  await expectNoMemberData(page, emails);

  // A direct link to the members: the reason instead of the screen, and not one call for its data.
  await page.goto('/admin/leden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
  await expect(page.getByText(noAccess('Redactie', 'Leden'))).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoMemberData(page, emails);
  await page.goto('/admin/settings');
  await expect(page.getByText(noAccess('Redactie', 'Admin'))).toBeVisible();
  await page.goto('/admin/betalingen');
  await expect(page.getByText(noAccess('Redactie', 'Betalingen'))).toBeVisible();
  await page.getByRole('link', { name: 'Naar het dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(asked.filter((path) => /^\/admin\/api\/(members|settings|payments)/.test(path))).toEqual([]);
  // And the server holds the line as well.
  expect((await request.get('/admin/api/members', { headers })).status()).toBe(403);
  expect(errors).toEqual([]);
});

test('Secretariaat: Leden wel, Instellingen niet', async ({ page }) => {
  const errors = watchPageErrors(page);
  const asked = apiCalls(page);
  await loginAsAdmin(page, { email: accounts.secretariaat.email, password });
  await expect(sidebarLinks(page)).toHaveText(['Dashboard', 'Leden', 'Aanvragen', 'Berichten', 'Betalingen']);

  await sidebarLinks(page).filter({ hasText: 'Leden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ledenbeheer');
  await expect(page.getByRole('table')).toBeVisible();

  await page.goto('/admin/settings?onderdeel=beheerders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang');
  await expect(page.getByText(noAccess('Secretariaat', 'Admin'))).toBeVisible();
  await page.goto('/admin/wandeltochten/new');
  await expect(page.getByText(noAccess('Secretariaat', 'Wandeltochten'))).toBeVisible();
  expect(asked.filter((path) => /^\/admin\/api\/(settings|admins|events)/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});

test('Penningmeester: Betalingen, een lid als betaald aanduiden', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const headers = await bearer(request, accounts.penningmeester.email);
  const members = (await (await request.get('/admin/api/payments/members', { headers })).json()) as PaymentMember[];
  const member = members.find((candidate) => !candidate.paid && candidate.active);
  if (!member) throw new Error('the demo club has no active member who has not paid');
  const name = `${member.firstName} ${member.lastName}`;

  await loginAsAdmin(page, { email: accounts.penningmeester.email, password });
  await expect(sidebarLinks(page)).toHaveText(['Dashboard', 'Betalingen']);
  await page.goto('/admin/leden');
  await expect(page.getByText(noAccess('Penningmeester', 'Leden'))).toBeVisible();

  await sidebarLinks(page).filter({ hasText: 'Betalingen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betalingen');
  // Names and payments only: no address, birth date or phone.
  await expect(page.getByRole('columnheader')).toHaveText(['Naam', 'E-mail', 'Actief', 'Betaald']);
  await page.getByLabel('Betaald', { exact: true }).selectOption('nee');
  await page.getByLabel('Zoek op naam').fill(name);
  await expect(page).toHaveURL(/betaald=nee/);
  const box = page.getByRole('checkbox', { name: `Betaald: ${name}` });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByRole('status').getByText(`${name}: betaald.`)).toBeVisible();
  // Still in view under 'Niet betaald' until the filter changes, so the focus stays on the box.
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();
  const saved = (await (await request.get('/admin/api/payments/members', { headers })).json()) as PaymentMember[];
  expect(saved.find((candidate) => candidate.id === member.id)?.paid).toBe(true);
  expect(await axeViolations(page, 'betalingen')).toEqual([]);

  // After a reload the filter leaves them out; under 'Alle' they are ticked.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Betaald: ${name}` })).toHaveCount(0);
  await page.getByLabel('Betaald', { exact: true }).selectOption('');
  await expect(page.getByRole('checkbox', { name: `Betaald: ${name}` })).toBeChecked();
  expect(errors).toEqual([]);
});

test('Beheerder: een rol geven, alle sessies beëindigen, de laatste Beheerder blijft', async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  await signInWithToken(page, request);
  await page.goto('/admin/settings?onderdeel=beheerders');
  const admins = page.getByRole('table', { name: 'Administrators en hun rol' });
  await expect(admins.getByRole('row')).toHaveCount(5); // the header, the e2e admin and the three of this spec
  await expect(page.getByText('Wandeltochten, infopagina', { exact: false })).toBeVisible();
  expect(await axeViolations(page, 'beheerders')).toEqual([]);

  // Sam of the secretariat becomes the treasurer.
  const sam = `${accounts.secretariaat.firstName} ${accounts.secretariaat.lastName}`;
  await admins.getByRole('combobox', { name: `Rol van ${sam}` }).selectOption('penningmeester');
  await admins.getByRole('button', { name: `Rol opslaan: ${sam}` }).click();
  await expect(page.getByRole('status').getByText(`${sam} heeft nu de rol Penningmeester.`)).toBeVisible();
  const samHeaders = await bearer(request, accounts.secretariaat.email);
  const me = (await (await request.get('/admin/api/me', { headers: samHeaders })).json()) as { role: string };
  expect(me.role).toBe('penningmeester');

  // The one Beheerder cannot give up the role, nor the admin rights: the server's reason on the screen.
  const self = admins.getByRole('row').filter({ hasText: '(jij)' });
  const ownRole = self.getByRole('combobox');
  await ownRole.selectOption('redactie');
  await self.getByRole('button', { name: /^Rol opslaan: / }).click();
  await expect(page.getByRole('alert')).toHaveText(`Wijzigen van de rol mislukt: ${adminAccountTexts.lastBeheerder}`);
  await expect(ownRole).toHaveValue('beheerder');
  expect(await axeViolations(page, 'beheerders met weigering')).toEqual([]);

  // Every session of Rita ends, after the question.
  const rita = `${accounts.redactie.firstName} ${accounts.redactie.lastName}`;
  const ritaHeaders = await bearer(request, accounts.redactie.email);
  await admins.getByRole('button', { name: `Alle sessies beëindigen: ${rita}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Alle sessies van ${rita} beëindigen?`);
  await confirm.getByRole('button', { name: 'Alle sessies beëindigen' }).click();
  await expect(page.getByRole('status').getByText(`${rita} is op elk toestel afgemeld.`)).toBeVisible();
  expect((await request.get('/admin/api/me', { headers: ritaHeaders })).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('Beheerder: een lid admin maken met een gekozen rol', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const stamp = Date.now();
  const email = `nieuwe-rol-${stamp}@e2e.test`;
  const lastName = `Rol${stamp}`;
  const created = await request.post('/admin/api/members', {
    headers: await adminHeaders(request),
    data: { firstName: 'Nina', lastName, email },
  });
  expect(created.status()).toBe(201);

  await signInWithToken(page, request);
  await page.goto('/admin/settings?onderdeel=beheerders');
  await expect(page.getByLabel('Rol voor een nieuwe admin')).toHaveValue('redactie');
  await page.getByLabel('Rol voor een nieuwe admin').selectOption('secretariaat');
  await page.getByLabel('Zoek op naam').fill(lastName);
  await page.getByRole('button', { name: `Maak admin: Nina ${lastName}` }).click();
  await expect(page.getByRole('status').getByText('Lid is admin gemaakt.', { exact: false })).toBeVisible();
  const admins = page.getByRole('table', { name: 'Administrators en hun rol' });
  await expect(admins.getByRole('combobox', { name: `Rol van Nina ${lastName}` })).toHaveValue('secretariaat');
  expect(errors).toEqual([]);
});
