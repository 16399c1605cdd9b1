import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { removeCreatedAfterAll, signInWithToken, testImage } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// The members made here go again afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${serial++}`;

type Person = { id: number; firstName: string; lastName: string; email: string; uploadcareImage: { cdnUrl: string } };

/** A member with a photo and a message sent through the contact form: what a privacy request is about. */
async function memberWithData(request: APIRequestContext): Promise<Person> {
  const headers = await adminHeaders(request);
  const uploaded = await request.post('/admin/api/images/upload', {
    headers,
    multipart: { files: await testImage('portret.jpg', { r: 160, g: 40, b: 40 }) },
  });
  expect(uploaded.ok()).toBe(true);
  const [photo] = (await uploaded.json()) as { id: number }[];
  const lastName = unique('Privacy');
  const email = `${lastName.toLowerCase()}@example.be`;
  const created = await request.post('/admin/api/members', {
    headers,
    data: {
      firstName: 'Greet',
      lastName,
      email,
      phoneNumber: '0477 11 22 33',
      dateOfBirth: '1968-04-12',
      address: { street: 'Molenstraat', houseNumber: '4', city: 'Zedelgem', postalCode: '8210', country: 'België' },
      photoImageId: photo!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const message = await request.post('/api/mail/contact', {
    data: { name: 'Greet', email, text: 'Mag ik een keer meewandelen?', recaptchaToken: '' },
  });
  expect(message.status(), await message.text()).toBe(201);
  return (await created.json()) as Person;
}

async function openMember(page: Page, member: Person): Promise<void> {
  await page.goto('/admin/leden');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledenbeheer' })).toBeVisible();
  await page.getByLabel('Zoek op naam').fill(member.lastName);
  await page.getByRole('button', { name: `Bewerken ${member.firstName} ${member.lastName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Lid bewerken' })).toBeVisible();
}

test.describe('privacyverzoeken in Ledenbeheer', () => {
  test('gegevens exporteren (JSON en leesbare pagina), dan vergeten na een bevestiging die zegt wat verdwijnt', async ({
    page,
    request,
  }, testInfo) => {
    const errors = watchPageErrors(page);
    const member = await memberWithData(request);
    await signInWithToken(page, request);
    await openMember(page, member);
    const dialog = page.getByRole('dialog', { name: 'Lid bewerken' });
    const privacy = dialog.getByRole('region', { name: 'Privacy' });

    const json = page.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Gegevens exporteren als JSON' }).click();
    const jsonFile = await json;
    expect(jsonFile.suggestedFilename()).toBe(`gegevens-greet-${member.lastName.toLowerCase()}.json`);
    await jsonFile.saveAs(testInfo.outputPath('gegevens.json'));
    const data = JSON.parse(await readFile(testInfo.outputPath('gegevens.json'), 'utf8')) as {
      member: { email: string; photo: { cdnUrl: string } | null };
      contactMessages: { text: string }[];
    };
    expect(data.member.email).toBe(member.email);
    expect(data.member.photo?.cdnUrl).toBe(member.uploadcareImage.cdnUrl);
    expect(data.contactMessages.map((message) => message.text)).toEqual(['Mag ik een keer meewandelen?']);

    const html = page.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Gegevens exporteren als leesbare pagina' }).click();
    const htmlFile = await html;
    expect(htmlFile.suggestedFilename()).toMatch(/^gegevens-greet-.*\.html$/);
    await htmlFile.saveAs(testInfo.outputPath('gegevens.html'));
    const readable = await readFile(testInfo.outputPath('gegevens.html'), 'utf8');
    expect(readable).toContain(`<h1>Gegevens van Greet ${member.lastName}</h1>`);
    expect(readable).toContain('Mag ik een keer meewandelen?');

    // The confirmation names what goes; Annuleren has the focus, so the keyboard goes back to Vergeten.
    await privacy.getByRole('button', { name: 'Vergeten', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Lid vergeten' });
    const goes = confirm.getByRole('list', { name: 'Wat verdwijnt:' });
    await expect(goes.getByRole('listitem')).toHaveText([
      /^naam, geboortedatum, e-mailadres, telefoon, adres/,
      'de foto, met al zijn bestanden',
      '0 aanvragen',
      '1 bericht',
      // The worker may have sent the two form mails already: a sent mail keeps no address to find it by.
      /^\d+ e-mails?: /,
    ]);
    await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', { name: 'Vergeten' })).toBeFocused();
    const forgotten = page.waitForResponse(
      (response) => response.url().endsWith(`/admin/api/members/${member.id}/forget`) && response.ok(),
    );
    await page.keyboard.press('Enter');
    await forgotten;

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Actie succesvol uitgevoerd.')).toBeVisible();
    await expect(page.getByRole('cell', { name: `Greet ${member.lastName}` })).toHaveCount(0);
    const stored = (await (
      await request.get(`/admin/api/members/${member.id}`, { headers: await adminHeaders(request) })
    ).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ firstName: 'Vergeten', lastName: 'lid', email: null, active: false });
    expect((await request.get(member.uploadcareImage.cdnUrl)).status()).toBe(404);

    // Opened again, the member says it was forgotten and offers no second forget.
    await page.getByLabel('Zoek op naam').fill('Vergeten');
    await page.getByRole('button', { name: 'Bewerken Vergeten lid' }).click();
    await expect(dialog.getByText(/^Dit lid is vergeten op /)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Vergeten', exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('zonder verbinding: exporteren zegt dat het de verbinding nodig heeft, vergeten wacht in de outbox', async ({
    page,
    context,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const member = await memberWithData(request);
    await signInWithToken(page, request);
    await openMember(page, member);
    const privacy = page.getByRole('region', { name: 'Privacy' });

    await context.setOffline(true);
    const exportJson = privacy.getByRole('button', { name: 'Gegevens exporteren als JSON' });
    await expect(exportJson).toHaveAttribute('aria-disabled', 'true');
    await expect(exportJson).toHaveAccessibleDescription('Alleen met een internetverbinding.');
    await privacy.getByRole('button', { name: 'Vergeten', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Lid vergeten' });
    await expect(confirm.getByRole('listitem').last()).toHaveText(/het aantal is zonder verbinding niet bekend/);
    await expect(confirm.getByText('Zonder verbinding wacht het vergeten tot je weer online bent.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Vergeten' }).click();

    // The page of the list read before (her name searched) shows her as she will be, marked as waiting;
    // the server still has her. Offline, only pages read before can be shown: no new search.
    await expect(page.getByRole('dialog', { name: 'Lid bewerken' })).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'Vergeten lid' });
    await expect(row.getByText('Wacht op verbinding', { exact: true })).toBeVisible();
    const headers = await adminHeaders(request);
    const stored = async () =>
      ((await (await request.get(`/admin/api/members/${member.id}`, { headers })).json()) as { email: string | null })
        .email;
    expect(await stored()).toBe(member.email);

    await context.setOffline(false);
    await expect.poll(stored).toBeNull();
    await expect(row.getByText('Wacht op verbinding', { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`de privacy-sectie en de bevestiging zijn toegankelijk (axe-core) en passen op ${width} px`, async ({
      page,
      request,
    }) => {
      const member = await memberWithData(request);
      await page.setViewportSize({ width, height: 800 });
      await signInWithToken(page, request);
      await openMember(page, member);
      const problems = await axeViolations(page, `lid bewerken ${width}px`);
      await page
        .getByRole('region', { name: 'Privacy' })
        .getByRole('button', { name: 'Vergeten', exact: true })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Lid vergeten' });
      await expect(confirm.getByRole('listitem').filter({ hasText: /e-mails?:/ })).toBeVisible();
      problems.push(...(await axeViolations(page, `lid vergeten ${width}px`)));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${overflow}px breder dan het scherm`);
      expect(problems).toEqual([]);
      // Escape closes the confirmation only; nothing was forgotten.
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Lid bewerken' })).toBeVisible();
    });
  }
});

test.describe('de formulieren wijzen naar de privacyverklaring', () => {
  for (const path of ['/contact', '/lidworden']) {
    test(`${path}: een regel bij de knop opent de privacyverklaring`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('main').locator('form');
      await expect(form.getByText('Lees hoe we met uw gegevens omgaan in onze privacyverklaring.')).toBeVisible();
      const statement = page.locator('details#privacyverklaring');
      await expect(statement).not.toHaveAttribute('open');
      await form.getByRole('link', { name: 'privacyverklaring' }).click();
      await expect(statement).toHaveAttribute('open');
      await expect(statement.locator('summary')).toBeFocused();
      // Below the sticky navbar, not under it.
      const summary = await statement.locator('summary').boundingBox();
      const navbar = await page.locator('.navbar').boundingBox();
      expect(summary!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
    });
  }

  test('een link naar /contact#privacyverklaring opent de verklaring', async ({ page }) => {
    await page.goto('/contact#privacyverklaring');
    await expect(page.locator('details#privacyverklaring')).toHaveAttribute('open');
  });
});
