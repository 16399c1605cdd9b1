import { expect, test, type APIRequestContext, type Club, type Page } from './support/test';
import { createAdminAccount, loginAsAdmin, removeCreatedAfterAll } from './support/admin';
import { hasSavedRead, outboxSize, pendingCountText } from './support/offline';
import { createInfoPage, getInfoPage, rowOf } from './support/offline-records';
import { axeViolations, watchPageErrors } from './support/page-checks';

// "Aangemeld op": the admin's own devices, signing one or all others out, and an
// admin who was signed out elsewhere while offline. Each test has an admin of its own, so the list
// holds exactly the devices the test signs in; they and the info page are removed afterwards.
removeCreatedAfterAll('/admin/api/members');
removeCreatedAfterAll('/admin/api/website-pages');

type Account = { email: string; password: string };

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs the admin in over the API, as another device would; answers its bearer headers. */
async function elsewhere(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const answer = await request.post('/api/login', {
    data: { username: account.email, password: account.password, recaptchaToken: '' },
  });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

/** A new admin signed in nowhere: the session their set-password link started is ended over the API. */
async function adminWithoutSessions(request: APIRequestContext, club: Club): Promise<Account> {
  const account = await createAdminAccount(request, club, 'Toestel');
  const headers = await elsewhere(request, account);
  expect((await request.post('/admin/api/sessions/others', { headers })).ok()).toBe(true);
  expect((await request.post('/admin/api/logout', { headers })).status()).toBe(204);
  return account;
}

/** The login form, filled in on the page as it is (no reload: what the page says must stay). */
async function signInAgain(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Gebruikersnaam').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('twee toestellen: het ene ziet beide, meldt het andere af, en dat moet opnieuw aanmelden', async ({
  page,
  context,
  browser,
  baseURL,
  request,
  club,
}) => {
  const errors = watchPageErrors(page);
  const account = await adminWithoutSessions(request, club);
  // The other device is a phone: its browser names itself so.
  const otherContext = await browser.newContext({
    baseURL,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    userAgent: iphone,
  });
  const other = await otherContext.newPage();
  await loginAsAdmin(page, account);
  await loginAsAdmin(other, account);

  await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
  await page.getByRole('link', { name: 'Aangemeld op' }).click();
  await expect(page).toHaveURL(/\/admin\/aangemeld$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aangemeld op' })).toBeVisible();
  await expect(page.getByText('Waar je was, houden we niet bij.')).toBeVisible();
  const devices = page.getByRole('main').getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const mine = devices.filter({ hasText: 'Dit toestel' });
  // This browser names itself as the project's desktop Chrome on Windows.
  await expect(mine.getByRole('heading', { level: 2 })).toHaveText(/^Chrome \d+ op Windows Dit toestel$/);
  await expect(mine.getByRole('button')).toHaveCount(0);
  const theirs = devices.filter({ hasNotText: 'Dit toestel' });
  await expect(theirs.getByRole('heading', { level: 2 })).toHaveText('Safari op iPhone');
  await expect(theirs).toContainText(/Aangemeld sinds\s*\d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}/);
  await expect(theirs).toContainText(/Laatst gebruikt\s*\d{1,2} [a-z]+ \d{4} om \d{2}:\d{2}/);

  await theirs.getByRole('button', { name: 'Afmelden: Safari op iPhone' }).click();
  await expect(page.getByText('Safari op iPhone is afgemeld.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('Je bent op geen ander toestel aangemeld.')).toBeVisible();

  // The other browser's next request finds its session ended: it is sent to the login.
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/login$/);

  // Signed in there again; now all other devices go at once, after the question.
  await signInAgain(other, account);
  await page.reload();
  await expect(devices).toHaveCount(2);
  const all = page.getByRole('button', { name: 'Alle andere toestellen afmelden' });
  // Signing out cannot wait for a connection: offline the buttons say so.
  await context.setOffline(true);
  await expect(all).toHaveAttribute('aria-disabled', 'true');
  await expect(all).toHaveAccessibleDescription('Alleen met een internetverbinding.');
  await expect(theirs.getByRole('button', { name: 'Afmelden: Safari op iPhone' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await context.setOffline(false);
  await expect(all).not.toHaveAttribute('aria-disabled');
  await all.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Alle andere toestellen afmelden?');
  expect(await axeViolations(page, 'de vraag')).toEqual([]);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(devices).toHaveCount(2);
  await all.click();
  await dialog.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Je bent op 1 ander toestel afgemeld.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await other.getByRole('link', { name: 'Info', exact: true }).click();
  await expect(other).toHaveURL(/\/admin\/login$/);

  // This one is still signed in.
  await page.reload();
  await expect(devices.filter({ hasText: 'Dit toestel' })).toHaveCount(1);
  await otherContext.close();
  expect(errors).toEqual([]);
});

test('offline afgemeld: de wijziging wacht, de aanmelding zegt het, en daarna komt ze op de server', async ({
  page,
  context,
  request,
  club,
}) => {
  const errors = watchPageErrors(page);
  const account = await adminWithoutSessions(request, club);
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const title = `Afgemeld offline ${id}`;
  const newTitle = `${title} bewerkt`;
  const info = await createInfoPage(request, title, `afgemeld-offline-${id}`);
  await loginAsAdmin(page, account);

  // Online once: the list is kept for offline use, and the form is opened from it.
  await page.goto('/admin/info');
  const row = rowOf(page, `/admin/info/${info.id}`);
  await expect(row).toBeVisible();
  await expect.poll(() => hasSavedRead(page, '/admin/api/website-pages')).toBe(true);
  await row.getByRole('link', { name: `Bewerken ${title}` }).click();
  await expect(page.getByLabel('Titel')).toHaveValue(title);

  await context.setOffline(true);
  await page.getByLabel('Titel').fill(newTitle);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/admin\/info$/);
  await expect(page.getByText(pendingCountText(1), { exact: true })).toBeVisible();

  // Meanwhile the admin, on another device, signs every other device out: this one too.
  const headers = await elsewhere(request, account);
  expect(await (await request.post('/admin/api/sessions/others', { headers })).json()).toEqual({ ended: 1 });

  // Back online, the next sync finds the session ended: the login says so, and the change waits.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Je bent afgemeld.' })).toHaveText(
    'Je bent afgemeld. Meld je opnieuw aan; je wijziging wacht en wordt daarna verstuurd.',
  );
  expect(await outboxSize(page)).toBe(1);
  expect((await getInfoPage(request, info.id)).title).toBe(title);
  // Opened again later, the login still says so.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Je bent afgemeld.' })).toHaveText(
    'Je bent afgemeld. Meld je opnieuw aan; je wijziging wacht en wordt daarna verstuurd.',
  );

  // Signed in again as the same admin, the change is sent and stored.
  await signInAgain(page, account);
  await expect.poll(async () => (await getInfoPage(request, info.id)).title).toBe(newTitle);
  await expect.poll(() => outboxSize(page)).toBe(0);
  expect(errors).toEqual([]);
});
