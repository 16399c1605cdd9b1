import { simpleParser } from 'mailparser';
import { expect, test, type Page } from './support/test';
import { removeCreatedAfterAll, sessionTokenKey, signInWithToken } from './support/admin';
import { adminHeaders, outboxMails } from './support/club';
import { recordPosts } from './support/forms';
import { axeViolations, watchPageErrors } from './support/page-checks';
import { mailedCode } from '../helpers/auth-kit';

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

const texts = {
  promoted: 'Lid is admin gemaakt. Een e-mail met wachtwoord werd verstuurd.',
  short: 'Wachtwoord moet minstens 8 karakters bevatten.',
  mismatch: 'Wachtwoorden komen niet overeen.',
  refused:
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link via “Wachtwoord vergeten?” op de aanmeldpagina.',
};

const passwordField = (page: Page) => page.getByLabel(/^Nieuw wachtwoord/);
const confirmationField = (page: Page) => page.getByLabel(/^Bevestig wachtwoord/);

/** axe-core finds nothing, and nothing is wider than the screen. */
async function expectAccessible(page: Page, label: string) {
  expect(await axeViolations(page, label)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

test('een nieuwe beheerder kiest via de link in de mail een wachtwoord en is meteen aangemeld', async ({
  page,
  browser,
  request,
  baseURL,
  club,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const member = { firstName: `Nieuw${stamp}`, lastName: 'Wachtwoordkiezer', email: `nieuw-${stamp}@e2e.test` };
  const created = await request.post('/admin/api/members', { headers: await adminHeaders(request), data: member });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // An admin makes the member admin in 'Beheer administrators'.
  await signInWithToken(page, request);
  await page.goto('/admin/settings?onderdeel=beheerders');
  await page.getByLabel('Zoek op naam').fill(member.firstName);
  await page.getByRole('button', { name: `Maak admin: ${member.firstName} ${member.lastName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.promoted })).toBeVisible();

  // The mail holds a link to this server's page, and no password.
  const code = await mailedCode(club.dataDir, member.email);
  const link = `${baseURL}/admin/wachtwoord?code=${code}`;
  const mails = await Promise.all((await outboxMails(club)).map(({ raw }) => simpleParser(raw)));
  const mail = mails.find((parsed) => parsed.text?.includes(link));
  expect(mail?.text).toContain(`Dag ${member.firstName},`);
  expect(mail?.text).not.toMatch(/Wachtwoord:/);

  // The new admin opens it in a browser of their own.
  const theirContext = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
  const theirs = await theirContext.newPage();
  const errors = watchPageErrors(theirs);
  const posts = recordPosts(theirs, '/api/set-password');

  // While the server checks the code, the page says so.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const setPasswordCall = (url: URL) => url.pathname === '/api/set-password';
  await theirs.route(setPasswordCall, async (route) => {
    await held;
    await route.fallback();
  });
  await theirs.goto(link);
  await expect(theirs.getByRole('main').getByRole('status')).toHaveText('Link controleren…');
  release();

  await expect(theirs.getByRole('heading', { level: 1, name: 'Wachtwoord kiezen' })).toBeVisible();
  await expect(theirs).toHaveTitle(/Wachtwoord kiezen/);
  await expect(theirs.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(theirs.getByText(`Dag ${member.firstName}`)).toBeVisible();
  // The e-mail address is the username: shown, not to be changed here.
  await expect(theirs.getByLabel('Gebruikersnaam')).toHaveValue(member.email);
  await expect(theirs.getByLabel('Gebruikersnaam')).not.toBeEditable();
  await expectAccessible(theirs, 'wachtwoord kiezen');

  // On a phone: the same page, still accessible; the rest of the journey happens there, by keyboard.
  await theirs.setViewportSize({ width: 390, height: 800 });
  await expect(passwordField(theirs)).toBeVisible();
  await expectAccessible(theirs, 'wachtwoord kiezen 390px');

  // Two different passwords: the repetition is marked, and nothing is sent.
  await passwordField(theirs).fill('een-lang-wachtwoord');
  await confirmationField(theirs).fill('een-ander-wachtwoord');
  await confirmationField(theirs).press('Enter');
  await expect(theirs.getByText(texts.mismatch)).toBeVisible();
  await expect(confirmationField(theirs)).toBeFocused();
  await expect(confirmationField(theirs)).toHaveAccessibleDescription(texts.mismatch);

  // Too short: the contract's rule, at the field that breaks it, which gets the focus.
  await passwordField(theirs).fill('kort');
  await confirmationField(theirs).fill('kort');
  await confirmationField(theirs).press('Enter');
  await expect(theirs.getByText(texts.short)).toBeVisible();
  await expect(theirs.getByText(texts.mismatch)).toHaveCount(0);
  await expect(passwordField(theirs)).toBeFocused();
  await expect(passwordField(theirs)).toHaveAccessibleDescription(new RegExp(texts.short));
  await expectAccessible(theirs, 'wachtwoord kiezen 390px, fouten');
  expect(posts).toEqual([]);

  // A field error of the server itself shows at its field too: the request goes out as the browser
  // sent it, with its password cut short on the way, so the real server refuses it.
  const password = `gekozen-wachtwoord-${stamp}`;
  await theirs.unroute(setPasswordCall);
  await theirs.route(setPasswordCall, async (route) => {
    const sent = route.request().postDataJSON() as { code: string; password: string };
    const response = await route.fetch({ postData: JSON.stringify({ ...sent, password: 'kort' }) });
    await route.fulfill({ response });
  });
  await passwordField(theirs).fill(password);
  await confirmationField(theirs).fill(password);
  await confirmationField(theirs).press('Enter');
  await expect(theirs.getByText(texts.short)).toBeVisible();
  await expect(passwordField(theirs)).toBeFocused();
  await theirs.unroute(setPasswordCall);

  // The password as chosen: the new admin lands on the dashboard, signed in as themselves.
  await theirs.keyboard.press('Tab');
  await expect(confirmationField(theirs)).toBeFocused();
  await theirs.keyboard.press('Tab');
  await expect(theirs.getByRole('button', { name: 'Wachtwoord instellen' })).toBeFocused();
  await theirs.keyboard.press('Enter');
  await expect(theirs).toHaveURL(`${baseURL}/admin`);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: `Gebruikersmenu van ${member.firstName}` })).toBeVisible();
  expect(posts).toHaveLength(2);
  const token = await theirs.evaluate((key) => localStorage.getItem(key), sessionTokenKey);
  expect(token).toMatch(new RegExp(`^${id}\\.[\\w-]{43}$`));
  const login = await request.post('/api/login', {
    data: { username: member.email, password, recaptchaToken: '' },
  });
  expect(login.status()).toBe(200);

  // The link is spent: opened again, it says so and leads to the login.
  for (const width of [390, 1280]) {
    await theirs.setViewportSize({ width, height: 800 });
    await theirs.goto(link);
    await expect(theirs.getByRole('alert')).toHaveText(texts.refused);
    await expect(passwordField(theirs)).toHaveCount(0);
    await expectAccessible(theirs, `gebruikte link ${width}px`);
  }
  await theirs.getByRole('link', { name: 'Naar de aanmelding' }).click();
  await expect(theirs).toHaveURL(`${baseURL}/admin/login`);
  await theirContext.close();
  expect(errors).toEqual([]);
});

test('een link zonder code of met een verkeerde code wordt geweigerd', async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const path of ['/admin/wachtwoord', `/admin/wachtwoord?code=${'x'.repeat(43)}`]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(texts.refused);
    await expect(page.getByRole('link', { name: 'Naar de aanmelding' })).toBeVisible();
    await expect(passwordField(page)).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
