import { expect, test, type Page, type Request } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { adminHeaders, clubName, outboxMails } from './support/club';
import { axeViolations } from './support/page-checks';

// The server accepts 10 valid form submissions per IP per hour for the whole suite: this file sends 3.
// The other submissions are refused before they count (by the browser, or by the server's checks).
const texts = {
  contactSent: 'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
  contactFailed: 'Er is iets misgelopen bij het verzenden. Probeer later opnieuw.',
  contactNetwork: 'Netwerkfout. Probeer later opnieuw.',
  applicationSent: 'Uw lidmaatschapsaanvraag is verstuurd.',
  applicationFailed: 'Fout bij het versturen van de aanvraag.',
  applicationNetwork: 'Netwerkfout.',
  serverInvalid: 'Controleer de ingevulde velden.',
};

let problems: string[] = [];
let googleRequests: string[] = [];

test.beforeEach(({ page }) => {
  problems = [];
  googleRequests = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('google.com')) googleRequests.push(request.url());
  });
});

test.afterEach(() => {
  expect(problems).toEqual([]);
});

/** A field by its label; a required field's label ends in ' *' (hidden from screen readers). */
const field = (page: Page, name: string) => page.getByRole('main').getByLabel(new RegExp(`^${name}( \\*)?$`));
const submitButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** Every POST to `path`, with its JSON body as the browser sent it. */
function recordPosts(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Holds POSTs to `path` until `release()`, so the sending state can be seen. */
async function holdPosts(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page, `${label}`)).toEqual([]);
}

async function fillContact(page: Page, values: { name: string; email: string; text: string }) {
  await field(page, 'Naam').fill(values.name);
  await field(page, 'E-mail').fill(values.email);
  await field(page, 'Bericht').fill(values.text);
}

/** A complete application; `jan@voorbeeld` as e-mail passes the browser but not the server. */
async function fillApplication(page: Page, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Voornaam: 'Anneke',
    Achternaam: 'Wandelaar',
    'E-mail': 'jan@voorbeeld',
    Geboortedatum: '1980-05-17',
    Telefoonnummer: '0470 12 34 56',
    Straat: 'Kerkstraat',
    Huisnummer: '12',
    Busnummer: 'B',
    Postcode: '8820',
    Stad: 'Torhout',
    Opmerkingen: 'Ik wandel graag in het Houtland.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

test.describe('contactformulier', () => {
  test('leeg of fout ingevuld toont de meldingen bij hun veld, zonder popup van de browser', async ({ page }) => {
    const posts = recordPosts(page, '/api/mail/contact');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page).toHaveTitle(`Contact | ${clubName}`);
    // noValidate: the form's own messages instead of the browser's popup.
    await expect(page.getByRole('main').locator('form')).toHaveJSProperty('noValidate', true);

    await submitButton(page, 'Stuur bericht').click();
    await expect(field(page, 'Naam')).toHaveAccessibleDescription('Naam is nodig.');
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Email is nodig.');
    await expect(field(page, 'Bericht')).toHaveAccessibleDescription('Bericht is nodig.');
    await expect(field(page, 'Naam')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Naam')).toBeFocused();

    await field(page, 'Naam').fill('Jan Peeters');
    await expect(field(page, 'Naam')).not.toHaveAttribute('aria-invalid', 'true');
    await field(page, 'E-mail').fill('geen-email');
    await submitButton(page, 'Stuur bericht').click();
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Dit is geen correct email adres.');
    await expect(field(page, 'E-mail')).toBeFocused();
    await expect(page.getByText('Naam is nodig.')).toHaveCount(0);
    await expect(field(page, 'Bericht')).toHaveAccessibleDescription('Bericht is nodig.');
    expect(posts).toEqual([]);
  });

  test('een geldig bericht toont "Versturen…", bedankt, maakt de velden leeg en bereikt de club', async ({ page }) => {
    const posts = recordPosts(page, '/api/mail/contact');
    const release = await holdPosts(page, '/api/mail/contact');
    const text = `Vraag over de volgende tocht ${Date.now()}`;
    await page.goto('/contact');
    await fillContact(page, { name: 'Jan Peeters', email: 'jan.peeters@example.be', text });

    await submitButton(page, 'Stuur bericht').click();
    await expect(submitButton(page, 'Versturen…')).toBeDisabled();
    release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.contactSent);
    await expect(submitButton(page, 'Stuur bericht')).toBeEnabled();
    for (const name of ['Naam', 'E-mail', 'Bericht']) await expect(field(page, name)).toHaveValue('');
    // No site key configured: no script from Google, and the form goes with an empty token.
    expect(posts).toEqual([{ name: 'Jan Peeters', email: 'jan.peeters@example.be', text, recaptchaToken: '' }]);
    expect(googleRequests).toEqual([]);

    await expect
      .poll(
        async () => {
          for (const mail of await outboxMails()) {
            const parsed = await simpleParser(mail.raw);
            if (parsed.text?.includes(text) && parsed.subject === 'Contactformulier: Jan Peeters') return true;
          }
          return false;
        },
        { timeout: 20_000, message: 'de mail aan de club in de outbox' },
      )
      .toBe(true);
  });

  test('een melding van de server staat bovenaan en bij het veld; de invoer blijft staan', async ({ page }) => {
    // The form checks what the server checks, so a refusal is made in transit: the real server
    // gets a blank name (as from an older client) and answers with its own texts.
    await page.route('**/api/mail/contact', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), name: '   ' }) }),
    );
    await page.goto('/contact');
    await fillContact(page, { name: 'Jan Peeters', email: 'jan@example.be', text: 'Hallo' });
    await submitButton(page, 'Stuur bericht').click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.serverInvalid);
    await expect(field(page, 'Naam')).toHaveAccessibleDescription('Naam is nodig.');
    await expect(field(page, 'Naam')).toBeFocused();
    await expect(field(page, 'Naam')).toHaveValue('Jan Peeters');
    await expect(field(page, 'Bericht')).toHaveValue('Hallo');
  });

  test('zonder netwerk of zonder tekst van de server verschijnt de vaste melding', async ({ page }) => {
    let answer: 'abort' | 'proxy-error' = 'abort';
    await page.route('**/api/mail/contact', (route) =>
      answer === 'abort'
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await page.goto('/contact');
    await fillContact(page, { name: 'Jan Peeters', email: 'jan@example.be', text: 'Hallo' });

    await submitButton(page, 'Stuur bericht').click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.contactNetwork);
    answer = 'proxy-error';
    await submitButton(page, 'Stuur bericht').click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.contactFailed);
    await expect(field(page, 'Bericht')).toHaveValue('Hallo');
  });
});

test.describe('lidmaatschapsformulier', () => {
  const required = ['Voornaam', 'Achternaam', 'E-mail', 'Geboortedatum', 'Geslacht', 'Straat', 'Huisnummer'];
  const alsoRequired = ['Stad', 'Postcode', 'Land'];
  const optional = ['Telefoonnummer', 'Busnummer', 'Opmerkingen'];

  test('leeg versturen houdt de browser tegen; verplichte velden zijn gemarkeerd', async ({ page }) => {
    const posts = recordPosts(page, '/api/members');
    await page.goto('/lidworden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lid worden');
    await expect(page).toHaveTitle(`Lid worden | ${clubName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /lid/i);

    for (const name of [...required, ...alsoRequired]) {
      await expect(field(page, name), name).toHaveJSProperty('required', true);
      // The '*' is for the eye; screen readers hear the required state instead.
      await expect(page.locator('label', { hasText: new RegExp(`^${name} \\*$`) })).toHaveCount(1);
    }
    for (const name of optional) await expect(field(page, name), name).toHaveJSProperty('required', false);
    await expect(field(page, 'Geslacht')).toHaveValue('x');
    await expect(field(page, 'Land')).toHaveValue('België');

    await submitButton(page, 'Verstuur Aanvraag').click();
    // The browser's own check (no custom messages): the first empty required field is invalid and focused.
    await expect(field(page, 'Voornaam')).toBeFocused();
    await expect(page.locator('input[name="firstName"]:invalid')).toHaveCount(1);
    await expect(submitButton(page, 'Verstuur Aanvraag')).toBeEnabled();

    // A form the browser lets through does reach the server; the empty one before it did not.
    await fillApplication(page);
    await submitButton(page, 'Verstuur Aanvraag').click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('wat de browser aanvaardt maar de server weigert, staat bij het juiste veld', async ({ page }) => {
    await page.goto('/lidworden');
    // Blanks pass `required`, and the browser takes an address without a domain ending.
    await fillApplication(page, { Voornaam: '   ', Straat: '  ', 'E-mail': 'jan@voorbeeld' });
    await submitButton(page, 'Verstuur Aanvraag').click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.serverInvalid);
    await expect(field(page, 'Voornaam')).toHaveAccessibleDescription('Voornaam is verplicht');
    await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Ongeldig e-mailadres');
    await expect(field(page, 'Straat')).toHaveAccessibleDescription('Straat is verplicht');
    await expect(field(page, 'Voornaam')).toBeFocused();
    await expect(field(page, 'Achternaam')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Stad')).toHaveValue('Torhout');

    await field(page, 'E-mail').fill('jan@voorbeeld.be');
    await expect(field(page, 'E-mail')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('een volledige aanvraag wordt verstuurd, het formulier wordt leeg en het lid bestaat, niet actief', async ({
    page,
    request,
  }) => {
    const posts = recordPosts(page, '/api/members');
    const release = await holdPosts(page, '/api/members');
    const email = `aanvraag-${Date.now()}@example.be`;
    await page.goto('/lidworden');
    await fillApplication(page, { 'E-mail': email, Busnummer: '' });
    await field(page, 'Geslacht').selectOption({ label: 'Vrouw' });

    await submitButton(page, 'Verstuur Aanvraag').click();
    await expect(submitButton(page, 'Versturen…')).toBeDisabled();
    release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.applicationSent);
    await expect(field(page, 'Voornaam')).toHaveValue('');
    await expect(field(page, 'Opmerkingen')).toHaveValue('');
    await expect(field(page, 'Geslacht')).toHaveValue('x');
    await expect(field(page, 'Land')).toHaveValue('België');
    expect(posts).toEqual([
      {
        firstName: 'Anneke',
        lastName: 'Wandelaar',
        email,
        dateOfBirth: '1980-05-17',
        gender: 'female',
        phoneNumber: '0470 12 34 56',
        remarks: 'Ik wandel graag in het Houtland.',
        address: {
          street: 'Kerkstraat',
          houseNumber: '12',
          busNumber: null,
          city: 'Torhout',
          postalCode: '8820',
          country: 'België',
        },
        role: 'MEMBER',
        boardTitle: null,
        boardMemberSortOrder: null,
        recaptchaToken: '',
      },
    ]);
    expect(googleRequests).toEqual([]);

    const headers = await adminHeaders(request);
    const members = (await (await request.get('/admin/api/members', { headers })).json()) as {
      id: number;
      email: string | null;
      role: string;
      active: boolean;
      firstName: string;
      address: { city: string | null } | null;
    }[];
    const member = members.find((candidate) => candidate.email === email);
    expect(member).toMatchObject({ firstName: 'Anneke', role: 'MEMBER', active: false, address: { city: 'Torhout' } });
    // Leave the club as seeded for the other specs.
    expect((await request.delete(`/admin/api/members/${member!.id}`, { headers })).ok()).toBe(true);
  });

  test('zonder netwerk of zonder tekst van de server verschijnt de vaste melding', async ({ page }) => {
    let answer: 'abort' | 'proxy-error' = 'abort';
    await page.route('**/api/members', (route) =>
      answer === 'abort'
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.goto('/lidworden');
    await fillApplication(page, { 'E-mail': 'jan@example.be' });

    await submitButton(page, 'Verstuur Aanvraag').click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.applicationNetwork);
    answer = 'proxy-error';
    await submitButton(page, 'Verstuur Aanvraag').click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.applicationFailed);
    await expect(field(page, 'Voornaam')).toHaveValue('Anneke');
  });
});

test.describe('captcha', () => {
  // The server's CSP admits Google only when it has a site key itself; here only the browser gets one.
  test.use({ bypassCSP: true });

  /** A site key in /api/site-config and a stand-in for Google's script that records the actions asked for. */
  async function withSiteKey(page: Page, script: 'works' | 'unreachable') {
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), recaptchaSiteKey: 'test-site-key' } });
    });
    await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
      script === 'unreachable'
        ? route.abort('internetdisconnected')
        : route.fulfill({
            contentType: 'text/javascript',
            body: `window.captchaCalls = [];
              window.grecaptcha = {
                ready(callback) { setTimeout(callback, 10); },
                execute(key, { action }) { window.captchaCalls.push(key + ':' + action); return Promise.resolve('token-' + action); },
              };`,
          }),
    );
  }

  const captchaScripts = (page: Page) => page.locator('script[src^="https://www.google.com/recaptcha/api.js"]');

  test('het script laadt pas op een formulierpagina, één keer, en contact stuurt zijn token mee', async ({ page }) => {
    await withSiteKey(page, 'works');
    const posts = recordPosts(page, '/api/mail/contact');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clubName);
    expect(googleRequests).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(captchaScripts(page)).toHaveAttribute(
      'src',
      'https://www.google.com/recaptcha/api.js?render=test-site-key',
    );
    await fillContact(page, { name: 'Mie Vermeulen', email: 'mie@example.be', text: 'Mag mijn hond mee?' });
    await submitButton(page, 'Stuur bericht').click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.contactSent);
    expect(posts.map((body) => body.recaptchaToken)).toEqual(['token-contact']);
    expect(await page.evaluate(() => (window as unknown as { captchaCalls: string[] }).captchaCalls)).toEqual([
      'test-site-key:contact',
    ]);

    // The membership form asks for its own action, with the script loaded once.
    const applications = recordPosts(page, '/api/members');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Lid Worden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lid worden');
    await fillApplication(page);
    await submitButton(page, 'Verstuur Aanvraag').click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.serverInvalid);
    expect(applications.map((body) => body.recaptchaToken)).toEqual(['token-become_member']);
    await expect(captchaScripts(page)).toHaveCount(1);
    expect(googleRequests).toHaveLength(1);
  });

  test('kan Google niet bereikt worden, dan gaat het formulier toch, met een leeg token', async ({ page }) => {
    await withSiteKey(page, 'unreachable');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const applications = recordPosts(page, '/api/members');
    await page.goto('/lidworden');
    await fillApplication(page);
    await submitButton(page, 'Verstuur Aanvraag').click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(texts.serverInvalid);
    expect(applications.map((body) => body.recaptchaToken)).toEqual(['']);
    expect(warnings.some((text) => text.includes('Beveiligingscontrole'))).toBe(true);
  });
});

test.describe('toegankelijkheid (axe-core), ook met foutmeldingen en op een smalle telefoon', () => {
  test('het contactformulier', async ({ page }) => {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
      await expectNoViolations(page, `${width}px /contact`);
      await submitButton(page, 'Stuur bericht').click();
      await expect(field(page, 'Naam')).toHaveAccessibleDescription('Naam is nodig.');
      await expectNoViolations(page, `${width}px /contact met fouten`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('het lidmaatschapsformulier', async ({ page }) => {
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/lidworden');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lid worden');
      await expectNoViolations(page, `${width}px /lidworden`);
      await fillApplication(page, { Voornaam: ' ' });
      await submitButton(page, 'Verstuur Aanvraag').click();
      await expect(field(page, 'E-mail')).toHaveAccessibleDescription('Ongeldig e-mailadres');
      await expectNoViolations(page, `${width}px /lidworden met fouten`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
