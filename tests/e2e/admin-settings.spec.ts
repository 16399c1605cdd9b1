import { expect, test, type APIRequestContext, type Club, type Page } from './support/test';
import { simpleParser } from 'mailparser';
import { choosePassword, loginAsAdmin, signInWithToken, removeCreatedAfterAll } from './support/admin';
import { adminHeaders, outboxMails } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What this spec adds is deleted afterwards, so the public specs see the demo club as seeded.
removeCreatedAfterAll('/admin/api/members');

const texts = {
  promoted: 'Lid is admin gemaakt. Een e-mail met wachtwoord werd verstuurd.',
  demoted: 'Admin rechten verwijderd. Nieuw wachtwoord ingesteld (geen e-mail verzonden).',
  noEmail: 'Dit lid heeft geen e-mailadres; vul er eerst een in om het admin te maken.',
  changeFailed: 'Wijzigen van de adminrechten mislukt',
};

/** A member of this test only, made over the admin API. */
async function createMember(
  request: APIRequestContext,
  member: { firstName: string; lastName: string; email: string | null },
) {
  const response = await request.post('/admin/api/members', { headers: await adminHeaders(request), data: member });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The mails in the outbox addressed to `email`, parsed. */
async function mailsTo(club: Club, email: string) {
  const parsed = await Promise.all((await outboxMails(club)).map(({ raw }) => simpleParser(raw)));
  const recipients = (mail: (typeof parsed)[number]) =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase()));
  return parsed.filter((mail) => recipients(mail).includes(email.toLowerCase()));
}

/** The members' table of the tab; the administrators' table above it lists admins with their role. */
const memberTable = (page: Page) => page.getByRole('table', { name: 'Leden en hun adminrechten' });
const rowOf = (page: Page, email: string) => memberTable(page).getByRole('row').filter({ hasText: email });
const filter = (page: Page, name: 'Alle' | 'Admins' | 'Geen admin') =>
  page.getByRole('group', { name: 'Toon' }).getByRole('radio', { name, exact: true });

test.describe('beheer administrators', () => {
  test('een lid admin maken, als dat lid aanmelden en de adminrechten weer afnemen', async ({
    page,
    browser,
    request,
    baseURL,
    club,
  }) => {
    test.setTimeout(60_000);
    const errors = watchPageErrors(page);
    const stamp = Date.now();
    const firstName = `Promo${stamp}`;
    const email = `promo-${stamp}@e2e.test`;
    const { id } = await createMember(request, { firstName, lastName: 'Testlid', email });

    await signInWithToken(page, request);
    // 'Beheer administrators' is the tab 'Beheerders' of the screen 'Instellingen'.
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instellingen');
    await page.getByRole('tab', { name: 'Beheerders' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Beheer administrators');
    await expect(memberTable(page).getByRole('columnheader')).toHaveText(['Naam', 'E-mail', 'Admin', 'Actie']);

    // 'Geen admin' lists the new member as NEE, the e2e admin not at all.
    await filter(page, 'Geen admin').check();
    await expect(rowOf(page, 'beheer@e2e.test')).toHaveCount(0);
    const row = rowOf(page, email);
    await expect(row.getByRole('cell')).toHaveText([email, 'NEE', 'Maak admin']);
    expect(await mailsTo(club, email)).toHaveLength(0);

    await row.getByRole('button', { name: `Maak admin: ${firstName} Testlid` }).click();
    const promoted = page.getByRole('status').filter({ hasText: texts.promoted });
    await expect(promoted).toBeVisible();
    expect(await axeViolations(page, 'beheer administrators met melding')).toEqual([]);
    // SPEC §4: the message goes by itself (after 3 s).
    await expect(promoted).toBeHidden({ timeout: 6_000 });
    // No longer 'Geen admin': the row left this filter.
    await expect(row).toHaveCount(0);

    await filter(page, 'Admins').check();
    await expect(rowOf(page, 'beheer@e2e.test')).toHaveCount(1);
    await expect(row.getByRole('cell')).toHaveText([email, 'JA', 'Verwijder admin']);
    await filter(page, 'Alle').check();
    await expect(row.getByRole('cell').nth(1)).toHaveText('JA');

    // The promotion mail carries a link to choose a password, never a password (the page at the link:
    // admin-set-password.spec.ts); the new admin chooses one.
    const password = await choosePassword(request, club, email, `promo-wachtwoord-${stamp}`);
    const [mail] = await mailsTo(club, email);
    expect(mail?.text).toContain(`${baseURL}/admin/wachtwoord?code=`);
    expect(mail?.text).not.toMatch(/Wachtwoord:/);

    // The new admin logs in through the form in a browser of their own.
    const theirContext = await browser.newContext({ baseURL, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    const theirPage = await theirContext.newPage();
    await loginAsAdmin(theirPage, { email, password });
    await expect(theirPage.getByRole('button', { name: `Gebruikersmenu van ${firstName}` })).toBeVisible();
    const login = await request.post('/api/login', { data: { username: email, password, recaptchaToken: '' } });
    expect(login.status()).toBe(200);
    const theirToken = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const me = await request.get('/admin/api/me', { headers: theirToken });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { id: number }).id).toBe(id);

    // Demote from the first admin's screen.
    await row.getByRole('button', { name: `Verwijder admin: ${firstName} Testlid` }).click();
    const demoted = page.getByRole('status').filter({ hasText: texts.demoted });
    await expect(demoted).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText([email, 'NEE', 'Maak admin']);
    await expect(demoted).toBeHidden({ timeout: 6_000 });

    // Their sessions end at once: the API refuses the token, their browser lands on the login.
    expect((await request.get('/admin/api/me', { headers: theirToken })).status()).toBe(401);
    await theirPage.goto('/admin/settings');
    await expect(theirPage).toHaveURL(/\/admin\/login$/);
    await theirContext.close();

    // No mail for the demotion: once the queue is empty, the promotion mail is still the only one.
    const headers = await adminHeaders(request);
    await expect
      .poll(async () => {
        const health = await request.get('/admin/api/database', { headers });
        return ((await health.json()) as { collections: { pendingMail: number } }).collections.pendingMail;
      })
      .toBe(0);
    expect(await mailsTo(club, email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('een lid zonder e-mailadres wordt geen admin; de reden staat op het scherm', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const lastName = `Zonderpost${Date.now()}`;
    await createMember(request, { firstName: 'Mia', lastName, email: null });

    await signInWithToken(page, request);
    await page.goto('/admin/settings?onderdeel=beheerders');
    await page.getByLabel('Zoek op naam').fill(lastName);
    const row = memberTable(page).getByRole('row').filter({ hasText: lastName });
    await expect(row.getByRole('cell')).toHaveText(['geen e-mailadres', 'NEE', 'Maak admin']);
    await expect(memberTable(page).getByRole('row')).toHaveCount(2); // the header and this member

    // Held, to see the button while its request runs: unavailable, yet it keeps the keyboard focus.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin/api/members/*/promote-admin', async (route) => {
      await held;
      await route.fallback();
    });
    const button = row.getByRole('button', { name: `Maak admin: Mia ${lastName}` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeFocused();
    release();
    const refusal = page.getByRole('alert').filter({ hasText: texts.changeFailed });
    await expect(refusal).toHaveText(`${texts.changeFailed}: ${texts.noEmail}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('NEE');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toBeFocused();
    expect(await axeViolations(page, 'beheer administrators met fout')).toEqual([]);
    await expect(refusal).toBeHidden({ timeout: 7_000 });
    expect(errors).toEqual([]);
  });
});
