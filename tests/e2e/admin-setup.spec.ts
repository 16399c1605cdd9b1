import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { clubName } from './support/club';
import { clubDirs, startClubServer, type ClubServer } from './support/club-server';
import { startOutsideWorld, type OutsideWorld } from './support/outside-world';
import { axeViolations, watchPageErrors } from './support/page-checks';

// The first start of a real club: a server of its own on an empty DATA_DIR, with SEED=none and no
// ADMIN_EMAIL, so it has no admin and prints the one-time setup link (the worker's clubs all have one).
let server: ClubServer;
let outside: OutsideWorld;
let root: string;
let link: string;

test.beforeAll(async () => {
  outside = await startOutsideWorld();
  root = await mkdtemp(path.join(os.tmpdir(), 'houtlandstappers-e2e-setup-'));
  const dirs = await clubDirs(root, 'none');
  server = await startClubServer({ ...dirs, seed: 'none', outsideURL: outside.url, withAdmin: false });
  const printed = /eenmalige link: (\S+)/.exec(server.greeting)?.[1];
  if (!printed) throw new Error(`no setup link in the greeting:\n${server.greeting}`);
  link = printed;
});

test.afterAll(async () => {
  await server?.stop();
  await outside?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const newClub = 'Wandelclub De Zeven Heuvels';
const admin = { firstName: 'Mie', lastName: 'Peeters', email: 'mie@zevenheuvels.test', password: 'heuvels-op-en-af' };

async function expectForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Club aanmaken' })).toBeVisible();
  await expect(page.getByLabel('Clubnaam')).toHaveValue(clubName);
}

test('het setupscherm is toegankelijk (axe-core), op de computer en op een telefoon', async ({ page }) => {
  const errors = watchPageErrors(page);
  expect(link.startsWith(`${server.baseURL}/admin/setup?code=`)).toBe(true);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(link);
    await expectForm(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await axeViolations(page, `setup ${width}px`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width}px`).toBeLessThanOrEqual(0);

    // A form sent empty names every field to fill in, and is still accessible then.
    await page.getByLabel('Clubnaam').fill('');
    await page.getByRole('button', { name: 'Club aanmaken' }).click();
    await expect(page.getByText('Clubnaam is verplicht.')).toBeVisible();
    await expect(page.getByText('Voornaam is verplicht')).toBeVisible();
    await expect(page.getByText('Wachtwoord moet minstens 8 karakters bevatten.')).toBeVisible();
    await expect(page.getByLabel('Clubnaam')).toBeFocused();
    expect(await axeViolations(page, `setup ${width}px, fouten`)).toEqual([]);
  }

  // A link with another code: the server's message, and the way to the login.
  await page.goto(`${server.baseURL}/admin/setup?code=verkeerd`);
  await expect(page.getByRole('alert')).toHaveText(/Deze setuplink is ongeldig\./);
  await expect(page.getByRole('link', { name: 'Naar de aanmelding' })).toBeVisible();
  expect(await axeViolations(page, 'setup, ongeldige link')).toEqual([]);
  expect(errors).toEqual([]);
});

test('de eenmalige link maakt de club en de eerste beheerder, die meteen in het beheer is', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto(link);
  await expectForm(page);
  await page.getByLabel('Clubnaam').fill(newClub);
  await page.getByLabel('Voornaam').fill(admin.firstName);
  await page.getByLabel('Achternaam').fill(admin.lastName);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel(/^Wachtwoord/).fill(admin.password);
  await page.getByLabel('Herhaal wachtwoord').fill('iets-anders');
  await page.getByRole('button', { name: 'Club aanmaken' }).click();
  await expect(page.getByText('Wachtwoorden komen niet overeen.')).toBeVisible();

  await page.getByLabel('Herhaal wachtwoord').fill(admin.password);
  await page.getByRole('button', { name: 'Club aanmaken' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The admin shows the club's new name: the page was loaded anew after the setup.
  await expect(page.getByRole('link', { name: `Beheer · ${newClub}` })).toBeVisible();

  // The link is spent: opened again, it says so and leads to the login, where the new admin signs in.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Deze club heeft al een beheerder: meld je aan.');
  await expect(page.getByLabel('Clubnaam')).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar de aanmelding' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/admin/login`);
  await page.getByLabel('Gebruikersnaam').fill(admin.email);
  await page.getByLabel('Wachtwoord').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});
