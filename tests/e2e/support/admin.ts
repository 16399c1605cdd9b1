import { expect, test, type APIRequestContext, type Page } from './test';
import { sessionTokenKey } from '../../../web/lib/session-token';
import { mailedCode } from '../../helpers/auth-kit';
import { adminHeaders, e2eAdmin, type Club } from './club';

/** Where the admin app keeps its token. */
export { sessionTokenKey };

/** Logs in through the form at /admin/login, as an administrator does, and waits for the dashboard. */
export async function loginAsAdmin(page: Page, account: { email: string; password: string } = e2eAdmin): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Gebruikersnaam').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Signs a page in without the form (a token from the API put where the app keeps it), for specs
 * about a screen rather than the login. Call before the first page.goto. `account`: another admin
 * than the e2e admin (one of a role, admin-roles.spec.ts).
 */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string } = e2eAdmin,
): Promise<void> {
  const response = await request.post('/api/login', {
    data: { username: account.email, password: account.password, recaptchaToken: '' },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript(
    ([key, value]) => {
      // Only once: a test that logs out must stay logged out after the next navigation.
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [sessionTokenKey, token] as const,
  );
}

/** A small real PNG (made by the test, not a fixture file): solid colour, `size` px square. */
export { testImage } from './test-image';

/**
 * A fresh administrator of its own (a member made over the API, promoted, a password chosen through
 * the link of the promotion mail), for tests that change an admin's password or session without
 * touching the e2e admin that the other specs use. The page at the link: admin-set-password.spec.ts.
 */
export async function createAdminAccount(
  request: APIRequestContext,
  club: Club,
  firstName = 'Tijdelijke',
): Promise<{ id: number; email: string; password: string; firstName: string }> {
  const headers = await adminHeaders(request);
  const email = `admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const created = await request.post('/admin/api/members', {
    headers,
    data: {
      firstName,
      lastName: 'Beheerder',
      email,
      address: { street: 'Dorpstraat', houseNumber: '1', city: 'Torhout', postalCode: '8820', country: 'België' },
    },
  });
  if (!created.ok()) throw new Error(`member create failed: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const promoted = await request.post(`/admin/api/members/${id}/promote-admin`, { headers });
  if (!promoted.ok()) throw new Error(`promote failed: ${promoted.status()} ${await promoted.text()}`);
  const password = await choosePassword(request, club, email, 'tijdelijk-wachtwoord-42');
  return { id, email, password, firstName };
}

/**
 * A promoted administrator follows the link in their promotion mail and chooses `password` over the
 * API (the page's own POST); answers the password.
 */
export async function choosePassword(
  request: APIRequestContext,
  club: Club,
  email: string,
  password: string,
): Promise<string> {
  const code = await mailedCode(club.dataDir, email);
  const chosen = await request.post('/api/set-password', { data: { code, password } });
  if (!chosen.ok()) throw new Error(`set-password failed: ${chosen.status()} ${await chosen.text()}`);
  return password;
}

/**
 * Deletes, after the spec, every record it added to an admin collection (ids above the highest one
 * at its start; ids are never reused), so the specs after it see the demo club as seeded.
 * Call at the top of a spec file: `removeCreatedAfterAll('/admin/api/events')`.
 */
export function removeCreatedAfterAll(collection: string): void {
  let highestAtStart = 0;
  test.beforeAll(async ({ request }) => {
    const items = (await (await request.get(collection, { headers: await adminHeaders(request) })).json()) as {
      id: number;
    }[];
    highestAtStart = Math.max(0, ...items.map((item) => item.id));
  });
  test.afterAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    const items = (await (await request.get(collection, { headers })).json()) as { id: number }[];
    for (const { id } of items.filter((item) => item.id > highestAtStart)) {
      await request.delete(`${collection}/${id}`, { headers });
    }
  });
}
