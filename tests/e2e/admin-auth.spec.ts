import { expect, test } from './support/test';
import {
  createAdminAccount,
  loginAsAdmin,
  sessionTokenKey,
  signInWithToken,
  removeCreatedAfterAll,
} from './support/admin';
import { e2eAdmin } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

const storedToken = (page: import('./support/test').Page) =>
  page.evaluate((key) => localStorage.getItem(key), sessionTokenKey);

/** A session token as the server hands it out: the member's id, then 256 random bits (server/auth/sessions.ts). */
const sessionToken = /^\d+\.[\w-]{43}$/;

/** What the server answers the token on an admin call: 200 while its session lasts, else 401. */
const meStatus = async (request: import('./support/test').APIRequestContext, token: string | null) =>
  (await request.get('/admin/api/me', { headers: { Authorization: `Bearer ${token}` } })).status();

test.describe('aanmelden', () => {
  test('een fout wachtwoord toont de tekst van de server; bewerken wist de fout; daarna lukt het', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/admin/login');
    await expect(page).toHaveTitle(/Aanmelden/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The decorative side image is there, and hidden from screen readers.
    await expect(page.locator('img.admin-login-image')).toHaveAttribute('alt', '');
    expect(await axeViolations(page, 'login')).toEqual([]);

    await page.getByLabel('Gebruikersnaam').fill(e2eAdmin.email);
    await page.getByLabel('Wachtwoord').fill('helemaal-fout');
    const answer = page.waitForResponse('/api/login');
    await page.getByRole('button', { name: 'Login' }).click();
    const serverText = ((await (await answer).json()) as { message: string }).message;
    await expect(page.getByRole('alert')).toHaveText(serverText);
    expect(await axeViolations(page, 'login met fout')).toEqual([]);

    await page.getByLabel('Wachtwoord').fill(e2eAdmin.password);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // SPEC §5: the username is trimmed.
    await page.getByLabel('Gebruikersnaam').fill(`  ${e2eAdmin.email.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await storedToken(page)).toMatch(sessionToken);
    expect(errors).toEqual([]);
  });

  test('een lange of geen servertekst en een netwerkfout krijgen de teksten van de spec', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Gebruikersnaam').fill('iemand@e2e.test');
    await page.getByLabel('Wachtwoord').fill('x');
    const cases: [Parameters<import('./support/test').Route['fulfill']>[0] | 'abort', string][] = [
      [{ status: 401, json: { message: 'Kort bericht van de server.' } }, 'Kort bericht van de server.'],
      [{ status: 401, json: { message: 'x'.repeat(200) } }, 'Ongeldige e-mail of wachtwoord.'],
      [{ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }, 'Ongeldige e-mail of wachtwoord.'],
      ['abort', 'Kon niet verbinden met de server.'],
    ];
    for (const [answer, shown] of cases) {
      await page.route('/api/login', (route) => (answer === 'abort' ? route.abort() : route.fulfill(answer)));
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert')).toHaveText(shown);
      await page.unroute('/api/login');
    }
  });
});

test.describe('de bewaking van /admin', () => {
  test('zonder token gaat elke beheerpagina naar de aanmelding', async ({ page }) => {
    for (const path of ['/admin', '/admin/leden', '/admin/wandeltochten/new', '/admin/info/3', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test('een geweigerd token wordt verwijderd', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('planted')) {
        // Shaped like a real token, yet no session of the server's.
        localStorage.setItem(key, `1.${'x'.repeat(43)}`);
        sessionStorage.setItem('planted', '1');
      }
    }, sessionTokenKey);
    await page.goto('/admin/leden');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('een fout bij de controle stuurt ook naar de aanmelding', async ({ page, request }) => {
    await signInWithToken(page, request);
    await page.route('/admin/api/me', (route) => route.fulfill({ status: 500, json: { message: 'Stuk.' } }));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('het token wordt op elke beschermde route opnieuw gecontroleerd', async ({ page, request }) => {
    await signInWithToken(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const check = page.waitForRequest('/admin/api/me');
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Admin' }).click();
    const request_ = await check;
    expect(request_.headers()['authorization']).toMatch(/^Bearer \d+\./);
  });
});

test.describe('de beheeromgeving', () => {
  test('zijbalk, kop met voornaam, en afmelden houdt /admin dicht', async ({ page }) => {
    const errors = watchPageErrors(page);
    await loginAsAdmin(page);
    // The public navbar and footer do not show on admin paths.
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const sidebar = page.getByRole('navigation', { name: 'Beheer' });
    const sections: [string, RegExp][] = [
      ['Info', /\/admin\/info$/],
      ['Wandeltochten', /\/admin\/wandeltochten$/],
      ['Leden', /\/admin\/leden$/],
      ['Nieuwsbrieven', /\/admin\/nieuwsbrieven$/],
      ['Admin', /\/admin\/settings$/],
      ['Dashboard', /\/admin$/],
    ];
    for (const [name, url] of sections) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    const menuButton = page.getByRole('button', { name: 'Gebruikersmenu van Beheerder' });
    await expect(menuButton).toHaveText(/Beheerder/);
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Wachtwoord wijzigen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profiel' })).toBeVisible();
    expect(await axeViolations(page, 'beheer met open menu')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Profiel' })).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
    await page.goto('/admin/leden');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(errors).toEqual([]);
  });

  test('zonder profiel toont de kop "User"', async ({ page, request }) => {
    await signInWithToken(page, request);
    await page.route('/admin/api/profile', (route) => route.fulfill({ status: 500, json: { message: 'Stuk.' } }));
    const answered = page.waitForResponse('/admin/api/profile');
    await page.goto('/admin');
    // 'User' is also what shows before the profile arrives: look only after the failed answer.
    await answered;
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gebruikersmenu van User' })).toBeVisible();
  });

  test('de testknop van het dashboard meldt gelukt, mislukt of een fout', async ({ page, request }) => {
    await signInWithToken(page, request);
    await page.goto('/admin');
    const button = page.getByRole('button', { name: 'Test de verbinding met de database' });
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'De API-aanroep is gelukt' })).toBeVisible();
    await page.route('/admin/api/database', (route) => route.fulfill({ status: 503, json: { message: 'Weg.' } }));
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('API call failed');
    await page.unroute('/admin/api/database');
    await page.route('/admin/api/database', (route) => route.abort());
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred while calling the API');
    expect(await axeViolations(page, 'dashboard')).toEqual([]);
  });

  test('het profiel toont de gegevens; Opslaan sluit enkel en verstuurt niets', async ({ page, request }) => {
    await signInWithToken(page, request);
    await page.goto('/admin');
    const writes: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'GET') writes.push(`${sent.method()} ${sent.url()}`);
    });
    await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
    await page.getByRole('button', { name: 'Profiel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog.getByLabel('Voornaam')).toHaveValue('Beheerder');
    await expect(dialog.getByLabel('E-mail')).toHaveValue(e2eAdmin.email);
    await expect(dialog.getByLabel('Achternaam')).toBeVisible();
    await expect(dialog.getByLabel('Telefoon')).toBeVisible();
    expect(await axeViolations(page, 'profiel')).toEqual([]);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    expect(writes).toEqual([]);
  });

  test('wachtwoord wijzigen: controles, fout huidig wachtwoord, en sluiten na succes', async ({
    page,
    request,
    club,
  }) => {
    const account = await createAdminAccount(request, club, 'Wachtwoordtest');
    await loginAsAdmin(page, account);
    await expect(page.getByRole('button', { name: 'Gebruikersmenu van Wachtwoordtest' })).toBeVisible();
    await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wachtwoord wijzigen' });
    const submit = dialog.getByRole('button', { name: 'Wachtwoord wijzigen' });

    await dialog.getByLabel('Huidig wachtwoord').fill(account.password);
    await dialog.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await dialog.getByLabel('Bevestig nieuw wachtwoord').fill('anders');
    await submit.click();
    await expect(dialog.getByText('Nieuw wachtwoord moet minstens 8 karakters bevatten.')).toBeVisible();
    await expect(dialog.getByText('Wachtwoorden komen niet overeen.')).toBeVisible();
    expect(await axeViolations(page, 'wachtwoord met fouten')).toEqual([]);

    const newPassword = 'een-nieuw-wachtwoord-42';
    await dialog.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Bevestig nieuw wachtwoord').fill(newPassword);
    await dialog.getByLabel('Huidig wachtwoord').fill('niet-het-goede');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Het huidige wachtwoord is niet juist.');

    const token = await storedToken(page);
    // The same admin signed in elsewhere (another device): a password change ends that session.
    const elsewhere = await request.post('/api/login', {
      data: { username: account.email, password: account.password, recaptchaToken: '' },
    });
    const elsewhereToken = ((await elsewhere.json()) as { token: string }).token;
    expect(await meStatus(request, elsewhereToken)).toBe(200);

    await dialog.getByLabel('Huidig wachtwoord').fill(account.password);
    // The success text shows for 1 s only: look as soon as the answer is in.
    await Promise.all([page.waitForResponse('/admin/api/change-password'), submit.click()]);
    await expect(
      dialog.getByText('Je wachtwoord is gewijzigd. Je bent op je andere toestellen afgemeld.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // This browser stays signed in with the same token; the other session no longer opens anything.
    expect(await storedToken(page)).toEqual(token);
    expect(await meStatus(request, token)).toBe(200);
    expect(await meStatus(request, elsewhereToken)).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const login = await request.post('/api/login', {
      data: { username: account.email, password: newPassword, recaptchaToken: '' },
    });
    expect(login.ok()).toBe(true);
  });

  test('afmelden in de ene browser beëindigt enkel die sessie; de andere browser blijft aangemeld', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const otherContext = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    const other = await otherContext.newPage();
    await loginAsAdmin(page);
    await loginAsAdmin(other);
    const token = await storedToken(page);
    const otherToken = await storedToken(other);
    expect(token).toMatch(sessionToken);
    expect(otherToken).not.toEqual(token);

    await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
    const loggedOut = page.waitForResponse('/admin/api/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await meStatus(request, token)).toBe(401);

    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(other).toHaveURL(/\/admin$/);
    expect(await meStatus(request, otherToken)).toBe(200);
    await otherContext.close();
    expect(errors).toEqual([]);
  });
});
