import { expect } from './support/test';
import { adminHeaders, clubName } from './support/club';
import {
  expectNoViolations,
  fillApplication,
  field,
  googleRequestsOf,
  holdPosts,
  recordPosts,
  submitButton,
  test,
  texts,
} from './support/forms';

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
      // The gender list always holds a value (X by default): HTML allows `required` on a select only above
      // an empty first option, so it says it is required to assistive technology instead.
      if (name === 'Geslacht') await expect(field(page, name), name).toHaveAttribute('aria-required', 'true');
      else await expect(field(page, name), name).toHaveJSProperty('required', true);
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

  test('een volledige aanvraag wordt verstuurd, het formulier wordt leeg en de aanvraag staat bij Aanvragen', async ({
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
    expect(googleRequestsOf(page)).toEqual([]);

    const headers = await adminHeaders(request);
    const applications = (await (await request.get('/admin/api/applications', { headers })).json()) as {
      id: number;
      email: string | null;
      status: string;
      firstName: string;
      address: { city: string | null } | null;
    }[];
    const application = applications.find((candidate) => candidate.email === email);
    expect(application).toMatchObject({ firstName: 'Anneke', status: 'nieuw', address: { city: 'Torhout' } });
    // An application, not yet a member.
    const members = (await (await request.get('/admin/api/members', { headers })).json()) as { email: string }[];
    expect(members.map((member) => member.email)).not.toContain(email);
    // Leave the club as seeded for the other specs.
    expect((await request.delete(`/admin/api/applications/${application!.id}`, { headers })).ok()).toBe(true);
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

  test('is toegankelijk (axe-core), ook met foutmeldingen en op een smalle telefoon', async ({ page }) => {
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
