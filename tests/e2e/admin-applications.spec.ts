import { expect, test, type Page } from './support/test';
import { removeCreatedAfterAll, signInWithToken } from './support/admin';
import { adminHeaders } from './support/club';
import { fillApplication, field, submitButton, texts as formTexts } from './support/forms';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, so the other specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/applications');
removeCreatedAfterAll('/admin/api/members');

const lastName = `Aanvrager${Date.now()}`;
const email = `${lastName.toLowerCase()}@example.be`;

/** The application's card on the Aanvragen screen, by the name in its heading. */
const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('Aanvragen', () => {
  test('an application from the public form shows in Aanvragen; accepted, the person is in Leden', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    await page.goto('/lidworden');
    await fillApplication(page, { Voornaam: 'Griet', Achternaam: lastName, 'E-mail': email });
    await submitButton(page, 'Verstuur Aanvraag').click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(formTexts.applicationSent);
    await expect(field(page, 'Voornaam')).toHaveValue('');

    await signInWithToken(page, request);
    await page.goto('/admin');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Aanvragen/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
    await expect(page.getByText('Behandelde aanvragen worden na 12 maanden verwijderd.')).toBeVisible();
    const name = `Griet ${lastName}`;
    const application = card(page, name);
    await expect(application).toContainText('Status: Nieuw');
    await expect(application.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(application).toContainText('Kerkstraat 12 bus B, 8820 Torhout, België');
    await expect(application).toContainText('Ik wandel graag in het Houtland.');
    // Newest first: the one just sent is the first card.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);

    // With the keyboard: the card's button opens the dialog, whose focus starts on its own button.
    await application.getByRole('button', { name: `Aanvaarden ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Aanvraag aanvaarden' });
    await expect(dialog).toContainText(`${name} wordt een actief lid van de club.`);
    await expect(dialog.getByRole('checkbox', { name: 'Welkomstmail sturen' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Aanvaarden' })).toBeFocused();
    expect(await axeViolations(page, 'accept dialog')).toEqual([]);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Aanvraag aanvaard en bewaard' })).toContainText(
      new RegExp(`${name} is nu actief lid \\(lid \\d+\\)\\. De welkomstmail wordt verstuurd\\.`),
    );
    await expect(application).toContainText('Status: Aanvaard');
    await expect(application.getByRole('button', { name: `Aanvaarden ${name}` })).toHaveCount(0);

    await page.getByRole('navigation').getByRole('link', { name: 'Leden' }).click();
    await page.getByLabel('Zoek op naam').fill(lastName);
    await expect(page.getByRole('row', { name: new RegExp(lastName) })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a second application of the same person offers to update that member; a refusal takes a reason', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const application = {
      firstName: 'Griet',
      lastName,
      email: email.toUpperCase(),
      dateOfBirth: '1980-05-17',
      address: { street: 'Markt', houseNumber: '1', city: 'Wingene', postalCode: '8750', country: 'België' },
      recaptchaToken: '',
    };
    expect((await request.post('/api/members', { data: application })).status()).toBe(201);
    const other = { ...application, firstName: 'Niet', lastName: `Welkom${Date.now()}`, email: 'niet@example.be' };
    expect((await request.post('/api/members', { data: other })).status()).toBe(201);
    await signInWithToken(page, request);
    await page.goto('/admin/aanvragen');
    const otherName = `Niet ${other.lastName}`;
    await expect(card(page, otherName)).toBeVisible();
    // Made after the screen loaded: only the server knows of this member when Aanvaarden is asked.
    const made = await request.post('/admin/api/members', {
      headers: await adminHeaders(request),
      data: { firstName: 'Nele', lastName: other.lastName, email: other.email },
    });
    expect(made.status()).toBe(201);

    const name = `Griet ${lastName}`;
    const again = card(page, name).filter({ hasText: 'Status: Nieuw' });
    await expect(again).toContainText(new RegExp(`Mogelijk al lid:.*${lastName} \\(lid \\d+\\), zelfde e-mailadres`));
    await again.getByRole('button', { name: `Aanvaarden ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Aanvraag aanvaarden' });
    await expect(dialog).toContainText(new RegExp(`Er is al een lid met hetzelfde e-mailadres: Griet ${lastName}`));
    await expect(dialog.getByRole('button', { name: 'Toch een nieuw lid' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Welkomstmail sturen' }).uncheck();
    await dialog.getByRole('button', { name: 'Dat lid bijwerken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aanvraag aanvaard en bewaard' })).toContainText(
      'is bijgewerkt en actief.',
    );

    // The server finds the member made meanwhile: the dialog names it and offers to update it.
    const refused = card(page, otherName);
    await refused.getByRole('button', { name: `Aanvaarden ${otherName}` }).click();
    await dialog.getByRole('button', { name: 'Aanvaarden' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      new RegExp(
        `^Aanvaarden mislukt: Er is al een lid met hetzelfde e-mailadres: Nele ${other.lastName} \\(lid \\d+\\)`,
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Dat lid bijwerken' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();

    await refused.getByRole('button', { name: `Weigeren ${otherName}` }).click();
    const refuse = page.getByRole('dialog', { name: 'Aanvraag weigeren' });
    await expect(refuse.getByLabel('Reden (niet verplicht)')).toBeFocused();
    await page.keyboard.type('We nemen dit jaar geen nieuwe leden meer op.');
    await expect(refuse.getByRole('checkbox', { name: 'Beleefde mail sturen' })).toBeChecked();
    expect(await axeViolations(page, 'refuse dialog')).toEqual([]);
    await refuse.getByRole('button', { name: 'Weigeren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aanvraag geweigerd en bewaard.' })).toContainText(
      'De mail aan de aanvrager wordt verstuurd.',
    );
    await expect(refused).toContainText('Status: Geweigerd');
    await expect(refused).toContainText('We nemen dit jaar geen nieuwe leden meer op.');

    // Spam goes with Verwijderen, after the confirmation.
    await refused.getByRole('button', { name: `Verwijderen ${otherName}` }).click();
    await page.getByRole('dialog', { name: 'Bevestigen' }).getByRole('button', { name: 'Verwijderen' }).click();
    await expect(refused).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeFocused();
    expect(errors).toEqual([]);
  });
});
