import { expect, test, type APIRequestContext } from './support/test';
import { removeCreatedAfterAll, signInWithToken } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, checkInTwoTabs } from './support/page-checks';

// An administrator of the Redactie too, for the screen a role may not open.
const editor = {
  firstName: 'Ruben',
  lastName: 'Redactie',
  email: 'redactie-axe@e2e.test',
  password: 'redactie-axe-2026',
};
test.use({ clubAdmins: { editor: { ...editor, role: 'redactie' } } });

// A new and a refused application, so that Aanvragen shows its cards (removed afterwards).
removeCreatedAfterAll('/admin/api/applications');
test.beforeAll(async ({ request }) => {
  const address = { street: 'Markt', houseNumber: '1', city: 'Wingene', postalCode: '8750', country: 'België' };
  for (const firstName of ['Axel', 'Ayla']) {
    const application = { firstName, lastName: 'Toegankelijk', dateOfBirth: '1985-01-02', address, recaptchaToken: '' };
    const sent = await request.post('/api/members', { data: { ...application, email: `${firstName}@example.be` } });
    expect(sent.status()).toBe(201);
  }
  const headers = await adminHeaders(request);
  const [newest] = (await (await request.get('/admin/api/applications', { headers })).json()) as { id: number }[];
  const refused = await request.post(`/admin/api/applications/${newest!.id}/refuse`, {
    headers,
    data: { reason: 'Een proef.', sendMail: false },
  });
  expect(refused.status()).toBe(200);
});

/** Every admin route of SPEC §2, with real ids from the demo club. */
async function adminRoutes(request: APIRequestContext): Promise<string[]> {
  const headers = await adminHeaders(request);
  const first = async (path: string) => {
    const [item] = (await (await request.get(path, { headers })).json()) as { id: number }[];
    if (!item) throw new Error(`the demo club has nothing at ${path}`);
    return item.id;
  };
  return [
    '/admin',
    '/admin/leden',
    '/admin/berichten',
    '/admin/berichten?weergave=archief',
    '/admin/aanvragen',
    '/admin/leden/importeren',
    '/admin/wandeltochten',
    '/admin/wandeltochten/new',
    `/admin/wandeltochten/edit/${await first('/admin/api/events')}`,
    '/admin/info',
    '/admin/info/new',
    `/admin/info/${await first('/admin/api/website-pages')}`,
    '/admin/nieuwsbrieven',
    '/admin/nieuwsbrieven/new',
    `/admin/nieuwsbrieven/${await first('/admin/api/newsletters')}`,
    '/admin/settings',
    '/admin/settings?onderdeel=beheerders',
    '/admin/mails',
    '/admin/aangemeld',
    // Pages outside the sign-in: the login, and "Wachtwoord vergeten?" from it.
    '/admin/login',
    '/admin/wachtwoord-vergeten',
    '/admin/tweestaps',
    '/admin/logboek',
    '/admin/logboek?soort=herstel',
    '/admin/betalingen',
  ];
}

for (const width of [1280, 375]) {
  test(`elk beheerscherm is toegankelijk (axe-core) en past op ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, request);
    const problems: string[] = [];

    await checkInTwoTabs(page, await adminRoutes(request), errors, async (tab, path) => {
      await tab.goto(path);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.getByRole('status').filter({ hasText: /laden|controleren/i })).toHaveCount(0);
      await tab.waitForLoadState('networkidle');
      await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      problems.push(...(await axeViolations(tab, path)));
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${path}: ${overflow}px breder dan het scherm`);
    });
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

for (const width of [1280, 375]) {
  test(`'Geen toegang' is toegankelijk (axe-core) en past op ${width} px`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, request, editor);
    await page.goto('/admin/leden');
    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar het dashboard' })).toBeVisible();
    expect(await axeViolations(page, 'geen toegang')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}
