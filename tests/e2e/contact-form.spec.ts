import { expect } from './support/test';
import { simpleParser } from 'mailparser';
import { clubName, outboxMails } from './support/club';
import {
  expectNoViolations,
  fillContact,
  field,
  googleRequestsOf,
  holdPosts,
  recordPosts,
  submitButton,
  test,
  texts,
} from './support/forms';

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

  test('een geldig bericht toont "Versturen…", bedankt, maakt de velden leeg en bereikt de club', async ({
    page,
    club,
  }) => {
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
    expect(googleRequestsOf(page)).toEqual([]);

    await expect
      .poll(
        async () => {
          for (const mail of await outboxMails(club)) {
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

  test('is toegankelijk (axe-core), ook met foutmeldingen en op een smalle telefoon', async ({ page }) => {
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
});
