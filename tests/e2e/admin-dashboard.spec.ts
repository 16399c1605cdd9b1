import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { e2eAdmin } from './support/club';
import { clubDirs, startClubServer, type ClubServer } from './support/club-server';
import { sessionTokenKey } from './support/admin';
import { startOutsideWorld, type OutsideWorld } from './support/outside-world';
import { axeViolations, watchPageErrors } from './support/page-checks';

// The dashboard on clubs of its own (SEED=none), so what it counts is exactly what each test made:
// one with nothing to do, one with a thing of every kind (some of them in its data before it starts:
// an application and a failed mail have no other way in on an e2e server, which sends no real mail).
let outside: OutsideWorld;
let root: string;

test.beforeAll(async () => {
  outside = await startOutsideWorld();
  root = await mkdtemp(path.join(os.tmpdir(), 'houtlandstappers-e2e-dashboard-'));
});

test.afterAll(async () => {
  await outside?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A new club server under `root/name`; `prepare` writes into its data dir between a first start and the real one. */
async function clubServer(name: string, prepare?: (dataDir: string) => Promise<void>): Promise<ClubServer> {
  const dirs = await clubDirs(path.join(root, name), 'none');
  const options = { ...dirs, seed: 'none' as const, outsideURL: outside.url, withAdmin: true };
  if (!prepare) return startClubServer(options);
  await (await startClubServer(options)).stop();
  await prepare(dirs.dataDir);
  return startClubServer(options);
}

async function bearer(request: APIRequestContext, base: string): Promise<Record<string, string>> {
  const response = await request.post(`${base}/api/login`, {
    data: { username: e2eAdmin.email, password: e2eAdmin.password, recaptchaToken: '' },
  });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** The page signed in as the e2e admin of that server, before its first page. */
async function signIn(page: Page, request: APIRequestContext, base: string): Promise<void> {
  const token = (await bearer(request, base)).Authorization!.slice('Bearer '.length);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [sessionTokenKey, token] as const);
}

/** "YYYY-MM-DDT09:00", `days` from today (negative: in the past). */
const dayFromNow = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T09:00`;

async function createOwnWalk(
  request: APIRequestContext,
  base: string,
  walk: { name: string; startDateTime: string; published: boolean },
): Promise<number> {
  const headers = await bearer(request, base);
  const created = await request.post(`${base}/admin/api/events/walking`, {
    headers,
    multipart: { eventData: JSON.stringify({ name: walk.name, startDateTime: walk.startDateTime, own: true }) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (walk.published) {
    const published = await request.patch(`${base}/admin/api/events/${id}/publish`, {
      headers,
      data: { published: true },
    });
    expect(published.ok()).toBe(true);
  }
  return id;
}

async function expectAccessible(page: Page, label: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, `${label} op ${width} px`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} op ${width} px is breder dan het scherm`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('een club zonder werk', () => {
  let server: ClubServer;
  test.beforeAll(async () => {
    server = await clubServer('quiet');
  });
  test.afterAll(async () => server?.stop());

  test('zegt "Alles is bijgewerkt" en toont de volgende tocht met een link om hem te bewerken', async ({
    page,
    request,
  }) => {
    const base = server.baseURL;
    const id = await createOwnWalk(request, base, {
      name: 'Lentetocht',
      startDateTime: dayFromNow(12),
      published: false,
    });
    const errors = watchPageErrors(page);
    await signIn(page, request, base);
    await page.goto(`${base}/admin`);

    const todo = page.getByRole('region', { name: 'Te doen' });
    await expect(todo.getByText('Alles is bijgewerkt', { exact: true })).toBeVisible();
    await expect(todo.getByRole('link')).toHaveCount(0);
    const next = page.getByRole('region', { name: 'Volgende eigen wandeltocht' });
    await expect(next.getByText('Nog niet gepubliceerd')).toBeVisible();
    await expect(next.getByText('Nog geen banner')).toBeVisible();
    // The sidebar has no badge: nothing waits.
    await expect(page.getByRole('navigation', { name: 'Beheer' }).locator('[aria-describedby]')).toHaveCount(0);
    await expectAccessible(page, 'dashboard zonder werk');

    await next.getByRole('link', { name: 'Lentetocht' }).click();
    await expect(page).toHaveURL(`${base}/admin/wandeltochten/edit/${id}`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Lentetocht');
    expect(errors).toEqual([]);
  });
});

test.describe('een club met van alles te doen', () => {
  let server: ClubServer;
  let pastWalk: number;
  const at = new Date().toISOString();

  test.beforeAll(async ({ request }) => {
    server = await clubServer('busy', async (dataDir) => {
      const meta = { version: 1, updatedAt: at };
      await writeFile(
        path.join(dataDir, 'applications.json'),
        JSON.stringify({
          nextId: 4,
          records: [
            { id: 1, ...meta, firstName: 'An', lastName: 'Claes', receivedAt: at },
            { id: 2, ...meta, firstName: 'Bert', lastName: 'Maes', receivedAt: at },
            { id: 3, ...meta, firstName: 'Cas', lastName: 'Peeters', receivedAt: at, status: 'aanvaard' },
          ],
        }),
      );
      const mail = JSON.parse(await readFile(path.join(dataDir, 'mail.json'), 'utf8')) as { records: unknown[] };
      expect(mail.records).toEqual([]);
      await writeFile(
        path.join(dataDir, 'mail.json'),
        JSON.stringify({
          nextId: 2,
          records: [
            {
              id: 1,
              ...meta,
              messageId: '<mislukt-1@e2e.test>',
              kind: 'contact-confirmation',
              message: { to: 'jef@example.be', subject: 'Bedankt voor uw bericht', text: 'Geheime inhoud van de mail' },
              status: 'failed',
              attempts: 1,
              nextAttemptAt: at,
              lastError: '550 Geweigerd door de ontvangende server: <jef@example.be> onbekend',
              createdAt: at,
            },
          ],
        }),
      );
    });
    const base = server.baseURL;
    const headers = await bearer(request, base);
    const contact = await request.post(`${base}/api/mail/contact`, {
      data: { name: 'Mieke', email: 'mieke@example.be', text: 'Is er een tocht in juli?', recaptchaToken: '' },
    });
    expect(contact.ok()).toBe(true);
    const member = await request.post(`${base}/admin/api/members`, {
      headers,
      multipart: { memberData: JSON.stringify({ firstName: 'Rosa', lastName: 'Desmet' }) },
    });
    expect(member.status()).toBe(201);
    pastWalk = await createOwnWalk(request, base, {
      name: 'Herfsttocht',
      startDateTime: dayFromNow(-10),
      published: true,
    });
    await createOwnWalk(request, base, { name: 'Wintertocht', startDateTime: dayFromNow(20), published: true });
  });
  test.afterAll(async () => server?.stop());

  test('elke taak met haar aantal en link, en de badge in de zijbalk', async ({ page, request }) => {
    const base = server.baseURL;
    const errors = watchPageErrors(page);
    await signIn(page, request, base);
    await page.goto(`${base}/admin`);
    const todo = page.getByRole('region', { name: 'Te doen' });
    const links: [string, string][] = [
      ['2 nieuwe aanvragen', '/admin/aanvragen'],
      ['1 ongelezen bericht', '/admin/berichten'],
      ['1 e-mail niet verzonden', '/admin/mails'],
      ['1 actief lid zonder e-mailadres', '/admin/leden?actief=ja&email=nee'],
      ["1 voorbije tocht zonder verslag of foto's", '/admin/wandeltochten'],
      ['Herfsttocht', `/admin/wandeltochten/edit/${pastWalk}`],
    ];
    for (const [name, href] of links) {
      await expect(todo.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(todo.getByRole('listitem').filter({ hasText: /^Herfsttocht/ })).toContainText(
      "geen verslag en geen foto's",
    );
    await expect(todo.getByText('Alles is bijgewerkt')).toHaveCount(0);
    const next = page.getByRole('region', { name: 'Volgende eigen wandeltocht' });
    await expect(next.getByRole('link', { name: 'Wintertocht' })).toBeVisible();
    await expect(next.getByText('Gepubliceerd', { exact: true })).toBeVisible();

    // The sidebar's count: its label stays the link's name, the count is said as its description.
    const sidebar = page.getByRole('navigation', { name: 'Beheer' });
    const walks = sidebar.getByRole('link', { name: 'Wandeltochten', exact: true });
    await expect(walks).toHaveAccessibleDescription("1 zonder verslag of foto's");
    await expect(walks).toContainText('1');
    await expect(sidebar.getByRole('link', { name: 'Leden', exact: true })).not.toHaveAttribute(
      'aria-describedby',
      /./,
    );
    await expectAccessible(page, 'dashboard met taken');

    // The failed mail: its screen lists it without the body, and a new try sends it.
    await todo.getByRole('link', { name: '1 e-mail niet verzonden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mislukte e-mails' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: 'jef@example.be' });
    await expect(row).toContainText('Contactformulier (bevestiging)');
    await expect(row.getByRole('heading', { name: 'Bedankt voor uw bericht' })).toBeVisible();
    await expect(row).toContainText('550 Geweigerd');
    await expect(page.getByText('Geheime inhoud van de mail')).toHaveCount(0);
    await expectAccessible(page, 'mislukte e-mails');
    await row.getByRole('button', { name: 'Opnieuw proberen: e-mail aan jef@example.be' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'De e-mail staat opnieuw in de wachtrij' })).toBeVisible();
    await expect(page.getByText('Er zijn geen mislukte e-mails.')).toBeVisible();

    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(todo.getByRole('link', { name: '2 nieuwe aanvragen' })).toBeVisible();
    await expect(todo.getByRole('link', { name: /niet verzonden/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('een wijziging die offline wacht, staat op het dashboard van dit toestel', async ({
    page,
    context,
    request,
  }) => {
    const base = server.baseURL;
    await signIn(page, request, base);
    await page.goto(`${base}/admin/wandeltochten`);
    const sidebar = page.getByRole('navigation', { name: 'Beheer' });
    const publish = page.getByRole('switch', { name: 'Gepubliceerd: Herfsttocht' });
    await expect(publish).toHaveAttribute('aria-checked', 'true');
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const todo = page.getByRole('region', { name: 'Te doen' });
    await expect(todo.getByRole('link', { name: '2 nieuwe aanvragen' })).toBeVisible();

    await context.setOffline(true);
    await sidebar.getByRole('link', { name: 'Wandeltochten', exact: true }).click();
    await publish.click();
    await expect(publish).toHaveAttribute('aria-checked', 'false');
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(todo.getByText('1 wijziging op dit toestel wacht op verbinding', { exact: true })).toBeVisible();
    // Offline the counts are the last ones known, never an error.
    await expect(todo.getByRole('link', { name: '2 nieuwe aanvragen' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Wandeltochten', exact: true })).toHaveAccessibleDescription(
      "1 zonder verslag of foto's",
    );

    await context.setOffline(false);
    await expect(todo.getByText('1 wijziging op dit toestel wacht op verbinding')).toHaveCount(0);
    // The walk is no longer published: it waits for no report any more.
    await expect(todo.getByRole('link', { name: /voorbije tocht/ })).toHaveCount(0);
  });

  test('op een telefoon klapt het menu open en dicht, zonder leeg blok eronder', async ({ page, request }) => {
    const base = server.baseURL;
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, request, base);
    await page.goto(`${base}/admin`);
    const sidebar = page.getByRole('navigation', { name: 'Beheer' });
    const toggle = sidebar.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Leden', exact: true })).toBeHidden();

    // Folded, the menu is one bar and the screen starts right under it.
    const bar = (await sidebar.boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(bar.height).toBeLessThan(60);
    expect(Math.abs(main.y - (bar.y + bar.height))).toBeLessThan(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByText('Secretariaat', { exact: true })).toBeVisible();
    const open = (await sidebar.boundingBox())!;
    expect(open.y + open.height).toBeLessThan(740);
    expect(await axeViolations(page, 'open menu op 375 px')).toEqual([]);
    await sidebar.getByRole('link', { name: 'Leden', exact: true }).click();
    await expect(page).toHaveURL(`${base}/admin/leden`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Leden', exact: true })).toBeHidden();
  });
});
