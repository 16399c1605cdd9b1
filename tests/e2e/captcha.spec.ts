import { expect, type Page } from './support/test';
import { clubName } from './support/club';
import {
  fillApplication,
  fillContact,
  googleRequestsOf,
  recordPosts,
  submitButton,
  test,
  texts,
} from './support/forms';
import { changeSiteConfig } from './support/site-config';

test.describe('captcha', () => {
  // The server's CSP admits Google only when it has a site key itself; here only the browser gets one.
  test.use({ bypassCSP: true });

  /** A site key in the site config (the page's JSON block and /api/site-config) and a stand-in for Google's script that records the actions asked for. */
  async function withSiteKey(page: Page, script: 'works' | 'unreachable') {
    await changeSiteConfig(page, (config) => ({ ...config, recaptchaSiteKey: 'test-site-key' }));
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
    expect(googleRequestsOf(page)).toEqual([]);

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
    expect(googleRequestsOf(page)).toHaveLength(1);
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
