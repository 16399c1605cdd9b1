import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';
import { expect, test as base, type APIRequestContext, type Page } from './support/test';
import { loginAsAdmin, removeCreatedAfterAll, sessionTokenKey } from './support/admin';
import { adminHeaders, clubName } from './support/club';
import { recordPosts } from './support/forms';
import { axeViolations, watchPageErrors } from './support/page-checks';

/**
 * "Wachtwoord vergeten?" as an administrator goes through it: from the login, the mail read from a
 * loopback SMTP server of this spec's own, a new password chosen at its link, and a sign-in with it.
 */
const test = base.extend<object, { smtp: TestSmtpServer }>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  clubEnv: [
    async ({ smtp }, use) => {
      await use({ SMTP_URL: smtp.smtpUrl });
    },
    { scope: 'worker' },
  ],
});

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

const texts = {
  sent:
    'Als dit adres bij een beheerder hoort, ontvang je binnen enkele minuten een e-mail met een link om een ' +
    'nieuw wachtwoord te kiezen. De link is één uur geldig.',
  done: 'Je wachtwoord is gewijzigd. Meld je aan met je nieuwe wachtwoord.',
  refused:
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link via “Wachtwoord vergeten?” op de aanmeldpagina.',
};

/** The `count`-th mail to `email` (1 for the first), once the SMTP server has it. */
async function mailTo(smtp: TestSmtpServer, email: string, count: number): Promise<ReceivedMail> {
  const mine = () => smtp.received.filter((mail) => mail.envelopeTo.includes(email));
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mine()[count - 1]!;
}

/** The set-password link in a mail, to this server. */
function linkIn(mail: ReceivedMail, baseURL: string): string {
  const link = /^ {2}(\S+\/admin\/wachtwoord\?code=[\w-]{43})$/m.exec(mail.parsed.text ?? '')?.[1];
  expect(link, mail.parsed.text).toMatch(new RegExp(`^${baseURL.replace(/[.]/g, '\\.')}/`));
  return link!;
}

/** A new administrator of this spec's own, with a password chosen through the promotion mail's link. */
async function newAdmin(request: APIRequestContext, smtp: TestSmtpServer, baseURL: string) {
  const headers = await adminHeaders(request);
  const stamp = Date.now();
  const admin = { firstName: `Vergeet${stamp}`, email: `vergeet-${stamp}@e2e.test`, password: 'het-oude-wachtwoord' };
  const created = await request.post('/admin/api/members', {
    headers,
    data: { firstName: admin.firstName, lastName: 'Beheerder', email: admin.email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/admin/api/members/${id}/promote-admin`, { headers })).status()).toBe(200);
  const code = new URL(linkIn(await mailTo(smtp, admin.email, 1), baseURL)).searchParams.get('code');
  const chosen = await request.post('/api/set-password', { data: { code, password: admin.password } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return admin;
}

/** axe-core finds nothing at 1280 and at 375 px, and nothing is wider than the screen. */
async function expectAccessible(page: Page, label: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, `${label} ${width}px`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const emailField = (page: Page) => page.getByRole('main').getByLabel(/^E-mail/);
const passwordField = (page: Page) => page.getByLabel(/^Nieuw wachtwoord/);
const confirmationField = (page: Page) => page.getByLabel(/^Bevestig wachtwoord/);

test('een beheerder die het wachtwoord vergat, kiest via de link in de mail een nieuw en meldt zich ermee aan', async ({
  page,
  request,
  baseURL,
  smtp,
}) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  const admin = await newAdmin(request, smtp, baseURL!);
  const posts = recordPosts(page, '/api/forgot-password');

  // From the login, by its link.
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/wachtwoord-vergeten`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await expect(page).toHaveTitle(/Wachtwoord vergeten/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessible(page, 'wachtwoord vergeten');

  // No address: the form says so at the field, and sends nothing.
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(emailField(page)).toBeFocused();
  await expect(emailField(page)).toHaveAccessibleDescription(/Vul je e-mailadres in\./);
  expect(posts).toEqual([]);

  // Typed as people type it: capitals make no difference.
  await emailField(page).fill(admin.email.toUpperCase());
  await emailField(page).press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.sent);
  await expect(emailField(page)).toHaveCount(0);
  await expectAccessible(page, 'wachtwoord vergeten, verstuurd');

  // The mail: the club's name, the link, one hour, and what to do if it was not you.
  const mail = await mailTo(smtp, admin.email, 2);
  expect(mail.parsed.subject).toBe(`Nieuw wachtwoord voor de website van ${clubName}`);
  expect(mail.parsed.text).toContain(`Dag ${admin.firstName},`);
  expect(mail.parsed.text).toContain('één uur geldig');
  expect(mail.parsed.text).toContain('Heb je dit niet gevraagd? Dan hoef je niets te doen');
  const link = linkIn(mail, baseURL!);

  // The link's page: a new password, for the address shown.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord kiezen' })).toBeVisible();
  await expect(page.getByText('Kies een nieuw wachtwoord.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue(admin.email);
  await expectAccessible(page, 'nieuw wachtwoord kiezen');
  const password = `een-nieuw-wachtwoord-${Date.now()}`;
  await passwordField(page).fill(password);
  await confirmationField(page).fill(password);
  await confirmationField(page).press('Enter');

  // Not signed in by the link: the login says it worked, and the admin signs in there.
  await expect(page).toHaveURL(`${baseURL}/admin/login`);
  await expect(page.getByRole('status').filter({ hasText: texts.done })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), sessionTokenKey)).toBeNull();
  await expectAccessible(page, 'aanmelden na een nieuw wachtwoord');
  await loginAsAdmin(page, { email: admin.email, password });
  const old = await request.post('/api/login', {
    data: { username: admin.email, password: admin.password, recaptchaToken: '' },
  });
  expect(old.status()).toBe(401);

  // Used once: the link says so.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(texts.refused);
  await expect(passwordField(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('een adres dat bij geen beheerder hoort, krijgt hetzelfde antwoord', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/admin/wachtwoord-vergeten');
  await emailField(page).fill('niemand-bekend@e2e.test');
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.sent);
  // The way back to the login stays.
  await page.getByRole('link', { name: 'Naar de aanmelding' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(errors).toEqual([]);
});
