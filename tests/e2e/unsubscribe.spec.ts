import { expect, test, type APIRequestContext, type Club, type Page } from './support/test';
import { simpleParser } from 'mailparser';
import { adminHeaders, clubName, outboxMails } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// The server counts wrong unsubscribe links per IP (30 per 15 minutes): this file makes one.
const invalidText = 'Ongeldige of verlopen link. Neem contact op met ons indien dit een vergissing is.';
const successText = 'Je bent succesvol uitgeschreven voor de nieuwsbrief. Je blijft wel actief lid.';
const errorText = 'Er ging iets mis bij het uitschrijven. Probeer later opnieuw.';

type UnsubscribeLink = { path: string; memberId: number };
let realLink: UnsubscribeLink | undefined;

/**
 * A real link, as a member gets it: a newsletter is created, published and sent to the club over
 * the admin API, and the link is read from the first mail in the outbox. The newsletter is removed
 * right after sending (the send job keeps its own copy), so the public list stays as seeded.
 */
async function unsubscribeLink(request: APIRequestContext, club: Club): Promise<UnsubscribeLink> {
  if (realLink) return realLink;
  const headers = await adminHeaders(request);
  const title = `E2E uitschrijven ${Date.now()}`;
  const created = await request.post('/admin/api/newsletters', {
    headers,
    data: { title, intro: '<p>Een nieuwsbrief om het uitschrijven te testen.</p>', outro: '', blocks: [] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const published = await request.patch(`/admin/api/newsletters/${id}/publish`, {
      headers,
      data: { published: true },
    });
    expect(published.ok()).toBe(true);
    expect((await request.post(`/admin/api/newsletters/${id}/send`, { headers })).status()).toBe(202);
  } finally {
    expect((await request.delete(`/admin/api/newsletters/${id}`, { headers })).ok()).toBe(true);
  }

  let link: UnsubscribeLink | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await outboxMails(club)).find(({ raw }) => raw.includes(title));
        if (!mail) return undefined;
        // The body is quoted-printable: parse the mail rather than the raw text.
        const parsed = await simpleParser(mail.raw);
        const match = /https?:\/\/[^/\s]+(\/unsubscribe\?memberId=(\d+)&token=[\w-]+)/.exec(parsed.text ?? '');
        link = match ? { path: match[1]!, memberId: Number(match[2]) } : undefined;
        return link?.path;
      },
      { timeout: 20_000, message: 'een nieuwsbrief met een uitschrijflink in de outbox' },
    )
    .toMatch(/^\/unsubscribe\?memberId=\d+&token=/);
  realLink = link!;
  return realLink;
}

/** Holds a request until `release()` is called, so a short-lived state can be seen. */
async function holdRequests(page: Page, url: string, method: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === method) await released;
    await route.fallback();
  });
  return release;
}

async function expectNoAxeViolations(page: Page, state: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, `${width}px ${state}`)).toEqual([]);
  }
}

test('een lid schrijft zich uit met de link uit de nieuwsbrief en blijft actief lid', async ({
  page,
  request,
  club,
}) => {
  const errors = watchPageErrors(page);
  const link = await unsubscribeLink(request, club);
  const releaseValidate = await holdRequests(page, '**/api/newsletters/unsubscribe/validate?*', 'GET');
  const releasePost = await holdRequests(page, '**/api/newsletters/unsubscribe?*', 'POST');

  await page.goto(link.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Uitschrijven voor de nieuwsbrief');
  await expect(main.getByRole('status')).toHaveText('Valideren...');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(`Uitschrijven voor de nieuwsbrief | ${clubName}`);
  releaseValidate();

  await expect(main.getByText('Wil je je uitschrijven voor de nieuwsbrief?')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  await expectNoAxeViolations(page, 'klaar');

  await main.getByRole('button', { name: 'Uitschrijven' }).click();
  await expect(main.getByRole('button', { name: 'Bezig...' })).toBeDisabled();
  releasePost();
  await expect(main.getByRole('status')).toHaveText(new RegExp(successText.replace(/\./g, '\\.')));
  await expect(main.getByRole('button')).toHaveCount(0);

  const headers = await adminHeaders(request);
  const member = (await (await request.get(`/admin/api/members/${link.memberId}`, { headers })).json()) as {
    newsletterUnsubscribed: boolean;
    active: boolean;
  };
  expect(member).toMatchObject({ newsletterUnsubscribed: true, active: true });
  expect(errors).toEqual([]);
});

test('zonder memberId en token is de link ongeldig, zonder de server te vragen', async ({ page }) => {
  const errors = watchPageErrors(page);
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/newsletters/unsubscribe')) calls.push(req.url());
  });
  await page.goto('/unsubscribe');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(invalidText);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('button', { name: 'Uitschrijven' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'ongeldig');

  await page.goto('/unsubscribe?memberId=1');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(invalidText);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test('een verkeerd token toont dat de link ongeldig is', async ({ page }) => {
  await page.goto('/unsubscribe?memberId=1&token=dit-is-geen-geldig-token');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(invalidText);
  await expect(page.getByRole('button', { name: 'Uitschrijven' })).toHaveCount(0);
});

test('Annuleren brengt je naar de startpagina', async ({ page, request, club }) => {
  const link = await unsubscribeLink(request, club);
  await page.goto(link.path);
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
});

test.describe('als het uitschrijven mislukt', () => {
  // A service worker would send the request itself, past the blocked route.
  test.use({ serviceWorkers: 'block' });

  test('toont de foutmelding', async ({ page, request, club }) => {
    const errors = watchPageErrors(page);
    const link = await unsubscribeLink(request, club);
    await page.route('**/api/newsletters/unsubscribe?*', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    );
    await page.goto(link.path);
    await page.getByRole('button', { name: 'Uitschrijven' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(errorText);
    await expect(page.getByText(successText)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
