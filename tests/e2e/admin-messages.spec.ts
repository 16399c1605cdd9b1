import { expect, test, type Page } from './support/test';
import { removeCreatedAfterAll, signInWithToken } from './support/admin';
import { adminHeaders } from './support/club';
import { fillContact, submitButton, texts as formTexts } from './support/forms';
import { anyPendingCount, pendingCountText } from './support/offline';
import { axeViolations, watchPageErrors } from './support/page-checks';

// What the journey leaves (a message, should it stop halfway) is deleted afterwards: the dashboard counts unread ones.
removeCreatedAfterAll('/admin/api/messages');

const texts = {
  archived: 'Bericht gearchiveerd.',
  deleted: 'Bericht verwijderd.',
  confirm: 'Weet je zeker dat je het bericht van Jan Peeters wilt verwijderen?',
};

/** The message's row in the list on screen, by a text only it has. */
const row = (page: Page, stamp: string) => page.getByRole('listitem').filter({ hasText: stamp });
const openButton = (page: Page, stamp: string) => row(page, stamp).getByRole('button');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Bericht van Jan Peeters' });

test('Berichten: een bericht via /contact staat vetjes in de inbox, gelezen niet meer; beantwoorden, archiveren, verwijderen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  const stamp = String(Date.now());
  const text = `Mag mijn hond mee op tocht ${stamp}?\n\nGroeten,\nJan`;
  await signInWithToken(page, request);

  await page.goto('/contact');
  await fillContact(page, { name: 'Jan Peeters', email: 'jan.peeters@example.be', text });
  await submitButton(page, 'Stuur bericht').click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(formTexts.contactSent);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Berichten' }).click();
  await expect(page).toHaveURL(/\/admin\/berichten$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Berichten');
  await expect(page.getByText(/Een bericht wordt 12 maanden na ontvangst vanzelf verwijderd\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Inbox \(\d+ ongelezen\)$/ })).toHaveAttribute('aria-current', 'page');

  // Unread: in bold, and said in words (the button's name), not by its weight alone.
  const open = openButton(page, stamp);
  await expect(open).toHaveAccessibleName(
    new RegExp(`^Ongelezen Jan Peeters .*Mag mijn hond mee op tocht ${stamp}\\?`),
  );
  await expect(row(page, stamp).locator('.message-from')).toHaveCSS('font-weight', '700');
  expect(await axeViolations(page, 'berichten met een ongelezen bericht')).toEqual([]);

  // By keyboard: the row's button opens the message, which is marked read.
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator('.message-text')).toHaveText(text);
  await expect(dialog(page)).toContainText('jan.peeters@example.be');

  const reply = dialog(page).getByRole('link', { name: 'Beantwoorden' });
  await expect(reply).toBeFocused();
  const href = (await reply.getAttribute('href')) ?? '';
  expect(href).toMatch(/^mailto:jan\.peeters@example\.be\?subject=/);
  const mail = new URL(href).searchParams;
  expect(mail.get('subject')).toBe(`Re: Mag mijn hond mee op tocht ${stamp}?`);
  expect(mail.get('body')).toMatch(
    new RegExp(
      `^\\r\\n\\r\\nOp .+ schreef Jan Peeters:\\r\\n> Mag mijn hond mee op tocht ${stamp}\\?\\r\\n>\\r\\n> Groeten,\\r\\n> Jan$`,
    ),
  );
  expect(await axeViolations(page, 'bericht geopend')).toEqual([]);
  // On a phone too: the list and the open message fit, and stay clean.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page, 'bericht geopend op 375 px')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAccessibleName(/^Jan Peeters /);
  await expect(row(page, stamp).locator('.message-from')).toHaveCSS('font-weight', '400');
  expect(await axeViolations(page, 'berichten op 375 px')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Kept by the server: read after a reload too.
  await page.reload();
  await expect(openButton(page, stamp)).toHaveAccessibleName(/^Jan Peeters /);

  // Archived: out of the inbox, in the archive.
  await openButton(page, stamp).click();
  await dialog(page).getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.archived })).toBeVisible();
  await expect(row(page, stamp)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('link', { name: 'Archief' }).click();
  await expect(page).toHaveURL(/weergave=archief/);
  await expect(openButton(page, stamp)).toHaveAccessibleName(/^Jan Peeters /);

  // Deleted after a question that names the sender; cancelled first, it is still there.
  await openButton(page, stamp).click();
  await expect(dialog(page).getByRole('button', { name: 'Terug naar inbox' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bevestigen' });
  await expect(confirm).toContainText(texts.confirm);
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Verwijderen' }).click();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.deleted })).toBeVisible();
  await expect(row(page, stamp)).toHaveCount(0);
  const left = await request.get('/admin/api/messages', { headers: await adminHeaders(request) });
  expect(JSON.stringify(await left.json())).not.toContain(stamp);
  expect(errors).toEqual([]);
});

test('Berichten offline: openen en archiveren wachten in de outbox en komen aan zodra er verbinding is', async ({
  page,
  context,
  request,
}) => {
  const errors = watchPageErrors(page);
  const stamp = String(Date.now());
  const sent = await request.post('/api/mail/contact', {
    data: {
      name: 'Jan Peeters',
      email: 'jan.peeters@example.be',
      text: `Offline gelezen ${stamp}`,
      recaptchaToken: '',
    },
  });
  expect(sent.status()).toBe(201);
  await signInWithToken(page, request);
  await page.goto('/admin/berichten');
  await expect(openButton(page, stamp)).toHaveAccessibleName(/^Ongelezen /);

  await context.setOffline(true);
  await openButton(page, stamp).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.archived })).toBeVisible();
  await expect(row(page, stamp)).toHaveCount(0);
  await expect(page.getByText(pendingCountText(2))).toBeVisible();
  await page.getByRole('link', { name: 'Archief' }).click();
  await expect(openButton(page, stamp)).toHaveAccessibleName(/^Jan Peeters /);
  await expect(row(page, stamp)).toContainText('Wacht op verbinding');

  // Back online: both reach the server in order, the archive with the version the read gave it.
  await context.setOffline(false);
  await expect(page.getByText(anyPendingCount)).toHaveCount(0, { timeout: 15_000 });
  await expect(row(page, stamp)).not.toContainText('Wacht op verbinding');
  const stored = (
    (await (await request.get('/admin/api/messages', { headers: await adminHeaders(request) })).json()) as {
      text: string;
      version: number;
      readAt: string | null;
      archivedAt: string | null;
    }[]
  ).find((message) => message.text.includes(stamp));
  expect(stored).toMatchObject({ version: 3, readAt: expect.any(String), archivedAt: expect.any(String) });
  expect(errors).toEqual([]);
});
