import { expect, test, type Page } from './support/test';
import { siteConfigElementId } from '../../server/contracts/site-config-element';
import { signInWithToken, testImage } from './support/admin';
import { axeViolations, watchPageErrors } from './support/page-checks';
import {
  anyPendingCount,
  expectImageLoaded,
  outboxSize,
  pendingCountText,
  waitForServiceWorker,
} from './support/offline';
import { getSettings, putSettings, restoreSettingsAfterAll, siteSettings } from './support/settings';

// Issue "Club settings": the screen 'Instellingen' makes the site the club's own. The settings
// are put back afterwards, so the public specs in this worker see the demo club as seeded.
restoreSettingsAfterAll();

const texts = {
  saved: 'Instellingen opgeslagen.',
  queued: 'Instellingen bewaard op dit toestel. Ze worden opgeslagen zodra er weer verbinding is.',
  lowContrast: /Witte tekst is slecht leesbaar op deze kleur \(contrast 1,1:1, minstens 4,5:1 nodig volgens WCAG AA\)/,
  nameRequired: 'Clubnaam is verplicht.',
  badIban: 'Ongeldig rekeningnummer: controleer de IBAN (bv. BE68 5390 0754 7034).',
  check: 'Nog niet opgeslagen: verbeter eerst de velden met een foutmelding.',
  badMonths: 'Geef een aantal maanden tussen 1 en 120.',
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Opslaan', exact: true });
const welcomeEditor = (page: Page) => page.getByRole('textbox', { name: 'Welkomsttekst (home)', exact: true });

async function openWelcome(page: Page) {
  await tab(page, 'Teksten').click();
  await page.locator('summary', { hasText: 'Welkomsttekst (home)' }).click();
  await expect(welcomeEditor(page)).toHaveAttribute('contenteditable', 'true');
}

test('Instellingen: naam, kleur, logo en welkomsttekst opslaan; ze blijven, en de publieke site, haar kop en het manifest volgen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = watchPageErrors(page);
  const stamp = Date.now();
  const name = `Wandelclub Proef ${stamp}`;
  const welcome = `Welkom bij de proefclub ${stamp}, wandel mee!`;

  await signInWithToken(page, request);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instellingen');
  await expect(page.locator('title')).toHaveCount(1);
  const preview = page.getByRole('link', { name: /^Bekijk de website/ });
  await expect(preview).toHaveAttribute('href', '/');
  await expect(preview).toHaveAttribute('target', '_blank');
  await expect(preview).toHaveAttribute('rel', 'noopener');
  await expect(tab(page, 'Club')).toHaveAttribute('aria-selected', 'true');

  const clubName = field(page, 'Clubnaam');
  await expect(clubName).toHaveAttribute('maxlength', '100');
  await clubName.fill(name);

  // A light colour warns at once (white text on it reads badly), tied to the field; a dark one does not.
  const hex = field(page, 'Themakleur als hexcode');
  await page.getByLabel('Themakleur', { exact: true }).fill('#ffff00');
  await expect(hex).toHaveValue('#ffff00');
  const warning = page.getByText(texts.lowContrast);
  await expect(warning).toBeVisible();
  await expect(hex).toHaveAccessibleDescription(texts.lowContrast);
  expect(await axeViolations(page, 'instellingen club met kleurwaarschuwing')).toEqual([]);
  await hex.fill('#1F4A27');
  await expect(warning).toHaveCount(0);
  await expect(page.getByLabel('Themakleur', { exact: true })).toHaveValue('#1f4a27');

  await page.getByLabel('Logo kiezen').setInputFiles(await testImage('proef-logo.jpg', { r: 200, g: 120, b: 20 }));
  await expect(page.getByRole('img', { name: 'Voorbeeld van het logo' })).toBeVisible();

  // Teksten: each editor is made when its text is opened.
  await tab(page, 'Teksten').click();
  await expect(page).toHaveURL(/onderdeel=teksten/);
  await expect(page.locator('.ProseMirror')).toHaveCount(0);
  await openWelcome(page);
  await expect(page.locator('.ProseMirror')).toHaveCount(1);
  await welcomeEditor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(welcome);
  expect(await axeViolations(page, 'instellingen teksten met editor')).toEqual([]);

  await save(page).click();
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();

  // Kept: the screen loaded again shows them (on the Teksten tab, which the URL keeps open).
  await page.reload();
  await expect(tab(page, 'Teksten')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Club').click();
  await expect(clubName).toHaveValue(name);
  await expect(hex).toHaveValue('#1f4a27');
  await expect(page.getByRole('img', { name: 'Voorbeeld van het logo' })).toHaveAttribute('src', /^\/media\//);
  await expect(page.getByText(texts.lowContrast)).toHaveCount(0);
  await openWelcome(page);
  await expect(welcomeEditor(page)).toHaveText(welcome);

  // And the public site reads them.
  const site = await siteSettings(page.request);
  expect(site.club.name).toBe(name);
  expect(site.club.themeColor).toBe('#1f4a27');
  expect(site.club.logo?.fileName).toBe('proef-logo.jpg');
  expect(site.texts.welcome).toContain(welcome);

  // The public home, loaded anew: navbar, welcome text and the head the server wrote, all the new club's.
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name })).toBeVisible();
  await expect(banner.locator(`img[src*="${site.club.logo!.uuid}"]`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(welcome);
  await expect(page).toHaveTitle(name);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', name);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f4a27');
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim()),
  ).toBe('#1f4a27');
  // And the installed app: its name, colour and icons drawn from the new logo.
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe(name);
  expect(manifest.theme_color).toBe('#1f4a27');
  const icon = await page.request.get(manifest.icons.find((each) => each.sizes === '192x192')!.src);
  expect(icon.headers()['content-type']).toBe('image/png');
  expect(errors).toEqual([]);
});

test('Instellingen: het formulier controleert zoals de server, met de melding onder het veld', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await signInWithToken(page, request);
  await page.goto('/admin/settings?onderdeel=lidmaatschap');
  const fee = field(page, 'Lidgeld per jaar (euro)');
  await fee.fill('12,50');
  const iban = field(page, 'Rekeningnummer (IBAN)');
  await iban.fill('BE00 1234');
  await tab(page, 'Club').click();
  await field(page, 'Clubnaam').fill('');

  let puts = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith('/admin/api/settings')) puts++;
  });
  await save(page).click();
  // The first field with a message, in the form's order, gets focus; nothing is sent.
  await expect(page.getByRole('alert')).toHaveText(texts.check);
  await expect(field(page, 'Clubnaam')).toBeFocused();
  await expect(field(page, 'Clubnaam')).toHaveAccessibleDescription(texts.nameRequired);
  await tab(page, 'Lidmaatschap').click();
  await expect(iban).toHaveAccessibleDescription(texts.badIban);
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page, 'instellingen met fouten')).toEqual([]);
  expect(puts).toBe(0);

  // Fixed, it saves: the fee with its decimal comma as a number, the IBAN grouped as banks print it.
  await iban.fill('be68539007547034');
  await tab(page, 'Club').click();
  await field(page, 'Clubnaam').fill('De Houtlandstappers');
  await save(page).click();
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
  await tab(page, 'Lidmaatschap').click();
  await expect(iban).toHaveValue('BE68 5390 0754 7034');
  await expect(fee).toHaveValue('12,50');
  const stored = await getSettings(request);
  expect(stored.membership).toMatchObject({ yearlyFee: 12.5, iban: 'BE68 5390 0754 7034' });
  expect(puts).toBe(1);
  expect(errors).toEqual([]);
});

test('Instellingen: de bewaartermijnen in maanden, gecontroleerd zoals de server, blijven bij de beheerder en nooit op de publieke site', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await signInWithToken(page, request);
  await page.goto('/admin/settings');
  await tab(page, 'Bewaartermijnen').click();
  await expect(page).toHaveURL(/onderdeel=bewaartermijnen/);
  await expect(page.getByRole('heading', { level: 2, name: 'Bewaartermijnen' })).toBeVisible();
  const applications = page.getByRole('spinbutton', { name: 'Behandelde aanvragen', exact: true });
  const messages = page.getByRole('spinbutton', { name: 'Contactberichten', exact: true });
  await expect(applications).toHaveValue('12');
  await expect(messages).toHaveValue('12');
  await expect(messages).toHaveAccessibleDescription(/Aantal maanden na ontvangst/);

  await messages.fill('0');
  await save(page).click();
  await expect(page.getByRole('alert')).toHaveText(texts.check);
  await expect(messages).toBeFocused();
  await expect(messages).toHaveAccessibleDescription(new RegExp(texts.badMonths));
  expect(await axeViolations(page, 'bewaartermijnen met een fout')).toEqual([]);

  await messages.fill('6');
  await applications.fill('24');
  await save(page).click();
  await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
  expect((await getSettings(request)).retention).toEqual({ applicationMonths: 24, messageMonths: 6 });
  await page.reload();
  await expect(messages).toHaveValue('6');
  // The screen 'Berichten' says the new period; the public site knows nothing of it.
  await page.goto('/admin/berichten');
  await expect(page.getByText(/Een bericht wordt 6 maanden na ontvangst vanzelf verwijderd\./)).toBeVisible();
  expect(JSON.stringify(await siteSettings(request))).not.toMatch(/retention|Months/);
  await page.goto('/');
  expect(await page.locator(`#${siteConfigElementId}`).textContent()).not.toMatch(/retention|Months/);
  expect(errors).toEqual([]);
});

test('Instellingen: een melding van de server staat onder haar veld; een intussen gewijzigde versie wordt niet overschreven', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await signInWithToken(page, request);
  await page.goto('/admin/settings');
  await expect(field(page, 'Clubnaam')).toBeVisible();

  // The server's field messages (as it would answer an image it does not know) go under their field.
  await page.route('**/admin/api/settings', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({
      status: 400,
      json: {
        message: 'Ongeldige invoer.',
        errors: { 'contact.website': 'Deze link kent de server niet.', club: 'Nog een regel van de server.' },
      },
    });
  });
  await save(page).click();
  await expect(tab(page, 'Contact')).toHaveAttribute('aria-selected', 'true');
  const website = field(page, 'Website (link)');
  await expect(website).toBeFocused();
  await expect(website).toHaveAccessibleDescription(/Deze link kent de server niet\./);
  await expect(page.getByRole('alert')).toHaveText('Opslaan mislukt: Ongeldige invoer. Nog een regel van de server.');
  await page.unroute('**/admin/api/settings');

  // Another admin saves meanwhile: this save is refused (409), and the newest version can be loaded.
  const tagline = `Door een ander ${Date.now()}`;
  await putSettings(request, (current) => ({ ...current, club: { ...current.club, tagline } }));
  await tab(page, 'Club').click();
  await field(page, 'Slogan').fill('Mijn slogan');
  await save(page).click();
  await expect(page.getByRole('alert')).toContainText('Opslaan mislukt:');
  await page.getByRole('button', { name: 'Nieuwste versie laden' }).click();
  await expect(field(page, 'Slogan')).toHaveValue(tagline);
  expect((await getSettings(request)).club.tagline).toBe(tagline);
  expect(errors).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`Instellingen is toegankelijk (axe-core) op elk tabblad en past op ${width} px`, async ({ page, request }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width, height: 800 });
    await signInWithToken(page, request);
    await page.goto('/admin/settings');
    await expect(field(page, 'Clubnaam')).toBeVisible();
    // The keyboard moves between the tabs (arrow keys, End, Home).
    await tab(page, 'Club').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Teksten')).toBeFocused();
    await expect(tab(page, 'Teksten')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(page, 'Beheerders')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Beheer administrators' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Club')).toBeFocused();

    const problems: string[] = [];
    for (const name of ['Club', 'Teksten', 'Contact', 'Lidmaatschap', 'Bewaartermijnen', 'Beveiliging', 'Beheerders']) {
      await tab(page, name).click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /laden/i })).toHaveCount(0);
      if (name === 'Teksten') await openWelcome(page);
      problems.push(...(await axeViolations(page, `instellingen ${name}`)));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${name}: ${overflow}px breder dan het scherm`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test.describe('offline', () => {
  // ARCHITECTURE.md "Offline": the settings wait in the outbox like any admin write.
  test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

  test('Instellingen offline gewijzigd (met een nieuw logo) wachten en komen op de server zodra er verbinding is', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = watchPageErrors(page);
    const stamp = Date.now();
    const before = await getSettings(request);
    await signInWithToken(page, request);
    await page.goto('/admin/settings');
    await waitForServiceWorker(page);
    await expect(field(page, 'Clubnaam')).toHaveValue(before.club.name);

    await context.setOffline(true);
    const offlineTagline = `Offline slogan ${stamp}`;
    await field(page, 'Slogan').fill(offlineTagline);
    await page.getByLabel('Logo kiezen').setInputFiles(await testImage('offline-logo.jpg', { r: 20, g: 60, b: 160 }));
    await save(page).click();
    await expect(page.getByRole('status').filter({ hasText: texts.queued })).toBeVisible();
    await expect(page.getByText(pendingCountText(1), { exact: true })).toBeVisible();
    const mark = page.locator('.settings-form').getByText('Wacht op verbinding', { exact: true });
    await expect(mark).toBeVisible();
    // The logo waits as a blob; the service worker shows it meanwhile.
    await expect(page.getByRole('img', { name: 'Voorbeeld van het logo' })).toHaveAttribute(
      'src',
      /^\/media\/pending\//,
    );
    await expectImageLoaded(page, 'img[alt="Voorbeeld van het logo"]');
    expect(await axeViolations(page, 'instellingen offline bewaard')).toEqual([]);
    expect(await outboxSize(page)).toBe(1);
    expect((await getSettings(request)).club.tagline).toBe(before.club.tagline);

    await context.setOffline(false);
    await expect
      .poll(async () => (await getSettings(request)).club.tagline, { timeout: 30_000, message: 'the queued save' })
      .toBe(offlineTagline);
    const stored = await getSettings(request);
    expect(stored.club.logo?.fileName).toBe('offline-logo.jpg');
    expect(stored.club.logo?.cdnUrl).toBe(`/media/${stored.club.logo?.uuid}/`);
    expect(stored.version).toBe(before.version + 1);
    await expect(page.getByText(anyPendingCount)).toHaveCount(0);
    await expect(mark).toHaveCount(0);
    expect(await outboxSize(page)).toBe(0);

    // The same form saves again online: it carries the version its queued save moved the record to.
    const onlineTagline = `Weer online ${stamp}`;
    await field(page, 'Slogan').fill(onlineTagline);
    await save(page).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
    const again = await getSettings(request);
    expect(again.club.tagline).toBe(onlineTagline);
    expect(again.club.logo?.uuid).toBe(stored.club.logo?.uuid);
    expect(errors).toEqual([]);
  });
});
