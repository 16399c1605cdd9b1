import { expect, test as base, type Page, type Request } from './test';
import { axeViolations } from './page-checks';

// The server accepts 10 valid submissions of each form per IP per hour for the whole suite: the form specs
// send 3, the applications and accessibility specs 5 more membership applications. The other submissions
// are refused before they count (by the browser, or by the server's checks).
// The other submissions are refused before they count (by the browser, or by the server's checks).
export const texts = {
  contactSent: 'Bedankt om ons te contacteren! We nemen zo spoedig mogelijk contact met u op.',
  contactFailed: 'Er is iets misgelopen bij het verzenden. Probeer later opnieuw.',
  contactNetwork: 'Netwerkfout. Probeer later opnieuw.',
  applicationSent: 'Uw lidmaatschapsaanvraag is verstuurd.',
  applicationFailed: 'Fout bij het versturen van de aanvraag.',
  applicationNetwork: 'Netwerkfout.',
  serverInvalid: 'Controleer de ingevulde velden.',
};

/** A field by its label; a required field's label ends in ' *' (hidden from screen readers). */
export const field = (page: Page, name: string) => page.getByRole('main').getByLabel(new RegExp(`^${name}( \\*)?$`));
export const submitButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** Every POST to `path`, with its JSON body as the browser sent it. */
export function recordPosts(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Holds POSTs to `path` until `release()`, so the sending state can be seen. */
export async function holdPosts(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

export async function expectNoViolations(page: Page, label: string) {
  expect(await axeViolations(page, `${label}`)).toEqual([]);
}

export async function fillContact(page: Page, values: { name: string; email: string; text: string }) {
  await field(page, 'Naam').fill(values.name);
  await field(page, 'E-mail').fill(values.email);
  await field(page, 'Bericht').fill(values.text);
}

/** A complete application; `jan@voorbeeld` as e-mail passes the browser but not the server. */
export async function fillApplication(page: Page, overrides: Record<string, string> = {}) {
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

const googleRequests = new WeakMap<Page, string[]>();

/** The requests the page made to Google (the captcha script), since the test began. */
export function googleRequestsOf(page: Page): string[] {
  return googleRequests.get(page) ?? [];
}

/** Every form test fails on a script error in the page, and records what it asked of Google. */
export const test = base.extend<{ watchFormPage: void }>({
  watchFormPage: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const google: string[] = [];
      googleRequests.set(page, google);
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.endsWith('google.com')) google.push(request.url());
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});
