import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { expect, test as base, type APIRequestContext, type Page } from './support/test';
import { removeCreatedAfterAll, signInWithToken } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

/**
 * The member list's filters, selection and bulk actions, as a secretary uses them. This worker's
 * server sends its mail to a loopback SMTP server of the spec's own, which refuses any address
 * starting with 'weiger' for good (550).
 */
const test = base.extend<object, { smtp: TestSmtpServer }>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpServer({
        rejectWith: (mail) => (mail.envelopeTo.some((address) => address.startsWith('weiger')) ? 550 : null),
      });
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  clubEnv: [
    async ({ smtp }, use) => {
      await use({ SMTP_URL: smtp.smtpUrl });
    },
    { scope: 'worker' },
  ],
});

removeCreatedAfterAll('/admin/api/members');

type ApiMember = { id: number; firstName: string; lastName: string; active: boolean; email: string | null };

let serial = 0;
/** A last name no other test (or earlier run on this server) uses: the search finds only this test's members. */
const uniqueName = (prefix: string) => `${prefix}${Date.now()}${serial++}`;

async function createMembers(request: APIRequestContext, members: Partial<ApiMember>[]): Promise<ApiMember[]> {
  const headers = await adminHeaders(request);
  const created: ApiMember[] = [];
  for (const member of members) {
    const response = await request.post('/admin/api/members', { headers, data: member });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as ApiMember);
  }
  return created;
}

async function storedMember(request: APIRequestContext, id: number): Promise<ApiMember | undefined> {
  const response = await request.get(`/admin/api/members/${id}`, { headers: await adminHeaders(request) });
  return response.status() === 200 ? ((await response.json()) as ApiMember) : undefined;
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const fullName = (member: ApiMember) => `${member.firstName} ${member.lastName}`;

test.describe('Ledenbeheer: filters en acties op meerdere leden', () => {
  test('filters: the URL follows them, a reload keeps them, and the dashboard link opens without e-mail address', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const lastName = uniqueName('Filter');
    const [withEmail, withoutEmail, inactive] = await createMembers(request, [
      { firstName: 'Mail', lastName, email: `${lastName.toLowerCase()}@e2e.test` },
      { firstName: 'Geen', lastName },
      { firstName: 'Rust', lastName, active: false },
    ]);
    await signInWithToken(page, request);
    await page.goto('/admin/leden');
    await page.getByLabel('Zoek op naam').fill(lastName);
    await expect(rows(page)).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`[?&]zoek=${lastName}`));

    await page.getByText('Meer filters').click();
    await page.getByLabel('E-mailadres').selectOption({ label: 'Zonder e-mailadres' });
    await page.getByLabel('Actief').selectOption({ label: 'Actief' });
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('cell', { name: fullName(withoutEmail!), exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]email=nee/);
    await expect(page).toHaveURL(/[?&]actief=ja/);

    // A bookmark: the same list after a reload, the filters shown as they are.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel('E-mailadres')).toHaveValue('nee');
    await expect(page.getByLabel('Zoek op naam')).toHaveValue(lastName);
    await page.getByLabel('Actief').selectOption({ label: 'Niet actief' });
    await page.getByLabel('E-mailadres').selectOption({ label: 'Alle' });
    await expect(page.getByRole('cell', { name: fullName(inactive!), exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    // As the dashboard links it: members without an address, the filter open and set.
    await page.goto('/admin/leden?email=nee');
    await expect(page.getByLabel('E-mailadres')).toHaveValue('nee');
    await page.getByLabel('Zoek op naam').fill(lastName);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('cell', { name: fullName(withEmail!), exact: true })).toHaveCount(0);

    // An age that cannot be asked is said at its field.
    await page.getByLabel('Leeftijd vanaf').fill('40');
    await page.getByLabel('Leeftijd tot en met').fill('30');
    await expect(page.getByText('De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.')).toBeVisible();
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page).toHaveURL(/\/admin\/leden$/);
    expect(errors).toEqual([]);
  });

  test('a mail to a filtered selection reaches the SMTP server; the progress bar fills and names the failure', async ({
    page,
    request,
    smtp,
  }) => {
    const errors = watchPageErrors(page);
    const lastName = uniqueName('Mail');
    const low = lastName.toLowerCase();
    const [anke, bart, cas, daan] = await createMembers(request, [
      { firstName: 'Anke', lastName, email: `anke-${low}@e2e.test` },
      { firstName: 'Bart', lastName, email: `weiger-${low}@e2e.test` },
      { firstName: 'Cas', lastName },
      { firstName: 'Daan', lastName, email: `daan-${low}@e2e.test`, active: false },
    ]);
    const before = smtp.received.length;
    await signInWithToken(page, request);
    await page.goto(`/admin/leden?zoek=${lastName}&actief=ja`);
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole('checkbox', { name: 'Selecteer deze pagina' }).check();
    for (const member of [anke, bart, cas]) {
      await expect(page.getByRole('checkbox', { name: `Selecteer ${fullName(member!)}` })).toBeChecked();
    }
    await expect(page.getByText('3 leden geselecteerd.')).toBeVisible();
    await page.getByRole('button', { name: 'E-mail sturen' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail aan 3 leden' });
    await dialog.getByLabel('Onderwerp').fill('Jaarvergadering');
    const editor = dialog.getByRole('textbox', { name: 'Bericht', exact: true });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await editor.click();
    await page.keyboard.type('Welkom op de jaarvergadering van maart.');
    await dialog.getByRole('button', { name: 'Versturen' }).click();

    const progress = dialog.getByRole('progressbar', { name: 'Voortgang' });
    await expect(progress).toHaveAttribute('max', '2');
    await expect(progress).toHaveAttribute('value', '2', { timeout: 15_000 });
    await expect(
      dialog.getByText('1 verzonden, 1 niet verzonden, 0 in de wachtrij. Klaar: elke e-mail is verwerkt.'),
    ).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: fullName(bart!) })).toHaveText(
      `${fullName(bart!)} (weiger-${low}@e2e.test): De mailserver weigerde deze e-mail (code 550).`,
    );
    await expect(dialog.getByRole('listitem').filter({ hasText: fullName(cas!) })).toHaveText(
      `${fullName(cas!)}: geen e-mailadres`,
    );

    const received = await smtp.waitFor(before + 1);
    const mine = received.slice(before).filter((mail) => mail.envelopeTo.some((to) => to.includes(low)));
    expect(mine.map((mail) => mail.envelopeTo)).toEqual([[`anke-${low}@e2e.test`]]);
    expect(mine[0]?.parsed.subject).toBe('Jaarvergadering');
    expect(mine[0]?.parsed.text).toContain('Welkom op de jaarvergadering van maart.');
    // Daan is not active: outside the filter, so outside the selection.
    expect(received.some((mail) => mail.envelopeTo.includes(`daan-${low}@e2e.test`))).toBe(false);
    expect(daan?.id).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Sluiten', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('set inactive: the ticked rows, in one action', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const lastName = uniqueName('Rust');
    const members = await createMembers(request, [
      { firstName: 'Eva', lastName },
      { firstName: 'Frank', lastName },
      { firstName: 'Greta', lastName },
    ]);
    await signInWithToken(page, request);
    await page.goto(`/admin/leden?zoek=${lastName}`);
    await expect(rows(page)).toHaveCount(3);
    for (const member of members.slice(0, 2)) {
      await page.getByRole('checkbox', { name: `Selecteer ${fullName(member)}` }).check();
    }
    await page.getByRole('button', { name: 'Op niet-actief zetten' }).click();
    await expect(page.getByText('2 leden op niet-actief gezet.')).toBeVisible();
    await expect.poll(async () => (await storedMember(request, members[0]!.id))?.active).toBe(false);
    expect((await storedMember(request, members[1]!.id))?.active).toBe(false);
    expect((await storedMember(request, members[2]!.id))?.active).toBe(true);
    // The selection is gone with the action; the list shows what the server has.
    await expect(page.getByRole('checkbox', { name: `Selecteer ${fullName(members[0]!)}` })).not.toBeChecked();
    await page.getByText('Meer filters').click();
    await page.getByLabel('Actief').selectOption({ label: 'Niet actief' });
    await expect(rows(page)).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test('delete every member of the filter: the confirmation names the count', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const lastName = uniqueName('Weg');
    const members = await createMembers(
      request,
      Array.from({ length: 22 }, (_, i) => ({ firstName: `Lid${String(i).padStart(2, '0')}`, lastName })),
    );
    await signInWithToken(page, request);
    await page.goto(`/admin/leden?zoek=${lastName}`);
    await expect(rows(page)).toHaveCount(20);
    await page.getByRole('checkbox', { name: 'Selecteer deze pagina' }).check();
    await expect(page.getByText('20 leden geselecteerd.')).toBeVisible();
    await page.getByRole('button', { name: 'Alle 22 leden die aan de filter voldoen' }).click();
    await expect(page.getByText('Alle 22 leden die aan de filter voldoen, zijn geselecteerd.')).toBeVisible();

    await page
      .getByRole('region', { name: 'Acties voor de selectie' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Bevestigen' });
    await expect(confirm.getByText('Weet je zeker dat je 22 leden wilt verwijderen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('22 leden verwijderd.')).toBeVisible();
    await expect(page.getByText('Geen leden gevonden.')).toBeVisible();
    for (const member of [members[0]!, members[21]!]) expect(await storedMember(request, member.id)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('offline: the page read before answers, an action on ticked rows waits and arrives when the connection is back; the file and the mail need it', async ({
    page,
    context,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const lastName = uniqueName('Offline');
    const members = await createMembers(request, [
      { firstName: 'Hanne', lastName },
      { firstName: 'Ivo', lastName },
    ]);
    await signInWithToken(page, request);
    await page.goto(`/admin/leden?zoek=${lastName}`);
    await expect(rows(page)).toHaveCount(2);

    // Away and back without the network: the page comes from the copy kept when it was read.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await context.setOffline(true);
    await page.goBack();
    await expect(page.getByLabel('Zoek op naam')).toHaveValue(lastName);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Selecteer deze pagina' }).check();
    const hint = 'Alleen met een internetverbinding.';
    for (const name of ['Selectie exporteren', 'E-mail sturen']) {
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(hint);
      // It keeps the focus (aria-disabled); Enter on it asks nothing.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Op niet-actief zetten' }).click();
    await expect(
      page.getByText('Wacht op verbinding: de actie voor 2 leden gaat mee zodra er verbinding is.'),
    ).toBeVisible();
    expect((await storedMember(request, members[0]!.id))?.active).toBe(true);

    await context.setOffline(false);
    await expect.poll(async () => (await storedMember(request, members[0]!.id))?.active).toBe(false);
    expect((await storedMember(request, members[1]!.id))?.active).toBe(false);
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`accessibility at ${width} px: the list with a selection and the mail dialog`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const errors = watchPageErrors(page);
      const lastName = uniqueName('Axe');
      const [first] = await createMembers(request, [
        { firstName: 'Ilse', lastName, email: `ilse-${lastName.toLowerCase()}@e2e.test` },
        { firstName: 'Jan', lastName },
      ]);
      await page.setViewportSize({ width, height: 800 });
      await signInWithToken(page, request);
      await page.goto(`/admin/leden?zoek=${lastName}&actief=ja`);
      await page.getByRole('checkbox', { name: `Selecteer ${fullName(first!)}` }).check();
      await expect(page.getByRole('region', { name: 'Acties voor de selectie' })).toBeVisible();
      const problems = [...(await axeViolations(page, `lijst met selectie ${width}`))];
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`lijst: ${overflow}px breder dan het scherm`);

      await page.getByRole('button', { name: 'E-mail sturen' }).click();
      const dialog = page.getByRole('dialog', { name: 'E-mail aan 1 lid' });
      await expect(dialog.getByRole('textbox', { name: 'Bericht', exact: true })).toHaveAttribute(
        'contenteditable',
        'true',
      );
      problems.push(...(await axeViolations(page, `e-mailvenster ${width}`)));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
