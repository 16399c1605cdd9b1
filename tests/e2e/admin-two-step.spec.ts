import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './support/test';
import { createAdminAccount, loginAsAdmin, removeCreatedAfterAll } from './support/admin';
import { axeViolations, watchPageErrors } from './support/page-checks';

// The admin this spec makes is deleted afterwards (with their second step), so other specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

/**
 * The code the phone's app would show, made here with otpauth from the secret the page showed. `ahead`
 * steps later: the server accepts the next step's code too, and a code it has accepted never again.
 */
const appCode = (secret: string, ahead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), timestamp: Date.now() + ahead * 30_000 });

/** axe-core finds nothing at 1280 and at 375 px, and nothing is wider than the screen. */
async function expectAccessible(page: Page, label: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, `${label} op ${width} px`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} op ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** What the QR code on the page says, read from its pixels as a phone's camera would. */
async function qrText(page: Page): Promise<string | undefined> {
  const size = 300;
  const pixels = await page.getByRole('img', { name: /QR-code/ }).evaluate(async (image: HTMLImageElement, side) => {
    const copy = new Image();
    copy.src = image.src;
    await copy.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(copy, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data;
}

test('een beheerder zet tweestapsverificatie aan, meldt zich af en weer aan met een code uit de app, en zet ze weer uit', async ({
  page,
  request,
  club,
}) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  const account = await createAdminAccount(request, club, 'Tweestaps');
  await loginAsAdmin(page, account);

  // From the user menu to the screen.
  await page.getByRole('button', { name: `Gebruikersmenu van ${account.firstName}` }).click();
  await page.getByRole('button', { name: 'Tweestapsverificatie' }).click();
  await expect(page).toHaveURL(/\/admin\/tweestaps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tweestapsverificatie' })).toBeVisible();
  await expect(page.getByText('Tweestapsverificatie staat uit.')).toBeVisible();
  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();

  // The QR code and the same secret as text.
  await expect(page.getByRole('heading', { level: 2, name: '1. Scan de QR-code' })).toBeVisible();
  const secret = await page.getByLabel('Sleutel').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  const scanned = new URL((await qrText(page)) ?? 'about:blank');
  expect(scanned.protocol).toBe('otpauth:');
  expect(scanned.searchParams.get('secret')).toBe(secret.replace(/ /g, ''));
  expect(decodeURIComponent(scanned.pathname)).toContain(account.email);
  await expectAccessible(page, 'tweestaps instellen');

  const field = page.getByLabel('Code uit je authenticator-app');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill(appCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  // The ten recovery codes, once.
  await expect(page.getByRole('heading', { level: 2, name: 'Je herstelcodes' })).toBeVisible();
  await expect(page.getByText(/je ziet ze maar één keer/)).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('herstelcodes.txt');
  await expectAccessible(page, 'herstelcodes');
  await page.getByRole('button', { name: 'Klaar, ik heb ze bewaard' }).click();
  await expect(page.getByText('Je hebt nog 10 ongebruikte herstelcodes.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Herstelcodes' })).toHaveCount(0);
  await expectAccessible(page, 'tweestaps aan');

  // Signed out, then in again: the password, then the code.
  await page.getByRole('button', { name: `Gebruikersmenu van ${account.firstName}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Gebruikersnaam').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Code uit je authenticator-app' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Code', exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page, 'login, tweede stap');
  await page.getByRole('button', { name: 'Een herstelcode gebruiken' }).click();
  await expect(page.getByLabel('Herstelcode')).toBeFocused();
  await expectAccessible(page, 'login, herstelcode');
  await page.getByRole('button', { name: 'De code uit je app gebruiken' }).click();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze code klopt niet.');
  // The confirmation used this step's code: the next step's is one the server has not seen.
  await code.fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Off again, with the password and a recovery code.
  await page.goto('/admin/tweestaps');
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByLabel('Code uit je app of herstelcode').fill(codes[0]!);
  await page.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tweestapsverificatie staat uit.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeVisible();
  expect(errors).toEqual([]);
});
