import { expect, test, type Locator, type Page } from './support/test';
import { loginAsAdmin } from './support/admin';
import { axeViolations, watchPageErrors } from './support/page-checks';

// SPEC §2 "Rich-text editor toolbar", §9: the admin's rich-text editor, driven through the
// info-page edit screen, whose one editor is 'Inhoud' (size lg). What counts is the editor's HTML.

const tooltips = [
  'Vet',
  'Cursief',
  'Onderstrepen',
  'Paragraaf',
  'Kop 2',
  'Kop 3',
  'Opsommingslijst',
  'Genummerde lijst',
  'Ongedaan maken',
  'Opnieuw',
  'Tabel invoegen',
  'Rij toevoegen',
  'Rij verwijderen',
  'Kolom toevoegen',
  'Kolom verwijderen',
  'Tabel verwijderen',
];
const tableEditButtons = [
  'Rij toevoegen',
  'Rij verwijderen',
  'Kolom toevoegen',
  'Kolom verwijderen',
  'Tabel verwijderen',
];

async function openEditor(page: Page) {
  await loginAsAdmin(page);
  await page.goto('/admin/info/new');
  const editor = page.getByRole('textbox', { name: 'Inhoud', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Opmaak: Inhoud', exact: true });
  // The editor comes in its own chunk; wait until it is there and empty.
  await expect(editor).toBeVisible();
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
  const html = () => editor.evaluate((element) => element.innerHTML);
  return { editor, toolbar, button, html };
}

/** The cells of the editor's table, row by row: 'th' or 'td' for each. */
function tableShape(editor: Locator): Promise<string[][]> {
  return editor.evaluate((element) =>
    [...element.querySelectorAll('table tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.tagName.toLowerCase()),
    ),
  );
}

test('de werkbalk toont elke knop met zijn Nederlandse tooltip en het vak is minstens 400 px hoog', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const { editor, toolbar, button } = await openEditor(page);

  for (const name of tooltips) {
    await expect(button(name), name).toBeVisible();
    await expect(button(name), name).toHaveAttribute('title', name);
    await expect(button(name), name).toHaveAttribute('type', 'button');
  }
  await expect(toolbar.getByRole('button')).toHaveCount(tooltips.length);

  // Nothing to undo yet, and the table buttons only work inside a table.
  await expect(button('Ongedaan maken')).toBeDisabled();
  await expect(button('Opnieuw')).toBeDisabled();
  for (const name of tableEditButtons) await expect(button(name), name).toBeDisabled();
  await expect(button('Tabel invoegen')).toBeEnabled();

  // The info page uses the 'lg' size: 400 px (SPEC §2).
  expect(await editor.evaluate((element) => element.classList.contains('ProseMirror'))).toBe(true);
  expect(await editor.evaluate((element) => getComputedStyle(element).minHeight)).toBe('400px');
  expect((await editor.boundingBox())?.height).toBeGreaterThanOrEqual(400);

  expect(await axeViolations(page, 'editor')).toEqual([]);
  expect(errors).toEqual([]);
});

test('vet, Enter als regeleinde, lijsten, codeblok en ongedaan maken', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { editor, button, html } = await openEditor(page);

  await editor.click();
  await page.keyboard.type('Hallo ');
  await button('Vet').click();
  await expect(button('Vet')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('wereld');
  await expect.poll(html).toBe('<p>Hallo <strong>wereld</strong></p>');
  await button('Vet').click();
  await expect(button('Vet')).toHaveAttribute('aria-pressed', 'false');

  // Enter in a paragraph is a line break in the same paragraph (SPEC §2).
  await page.keyboard.press('Enter');
  await page.keyboard.type('tweede regel');
  await expect.poll(html).toBe('<p>Hallo <strong>wereld</strong><br>tweede regel</p>');

  // Undo takes at least the last typing back out (changes less than 500 ms apart form one step, so how much
  // more depends on the pauses between the steps above); redo brings it back.
  await button('Ongedaan maken').click();
  await expect.poll(html).not.toContain('tweede regel');
  await expect(button('Opnieuw')).toBeEnabled();
  await button('Opnieuw').click();
  await expect.poll(html).toBe('<p>Hallo <strong>wereld</strong><br>tweede regel</p>');

  // In a list, Enter still makes the next item.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect.poll(html).not.toContain('wereld');
  await button('Opsommingslijst').click();
  await expect(button('Opsommingslijst')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('eerste punt');
  await page.keyboard.press('Enter');
  await page.keyboard.type('tweede punt');
  await expect(editor.locator('ul > li')).toHaveText(['eerste punt', 'tweede punt']);
  expect(await html()).not.toContain('<br>');

  // Enter on the empty third item leaves the list; "``` " at the start of a paragraph makes a
  // code block, where Enter is a new line in the same block.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await page.keyboard.type('``` ');
  await page.keyboard.type('regel een');
  await page.keyboard.press('Enter');
  await page.keyboard.type('regel twee');
  await expect(editor.locator('pre')).toHaveCount(1);
  expect(await editor.locator('pre').evaluate((element) => element.textContent)).toBe('regel een\nregel twee');
  expect(await editor.locator('pre').innerHTML()).not.toContain('<br');

  // Headings and the numbered list switch the block under the cursor.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Titel');
  await button('Kop 2').click();
  await expect(button('Kop 2')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(html).toMatch(/^<h2>Titel<\/h2>/);
  await button('Kop 3').click();
  await expect.poll(html).toMatch(/^<h3>Titel<\/h3>/);
  await button('Paragraaf').click();
  await expect.poll(html).toMatch(/^<p>Titel<\/p>/);
  await button('Genummerde lijst').click();
  await expect(editor.locator('ol > li')).toHaveText(['Titel']);
  expect(errors).toEqual([]);
});

test('een tabel invoegen (3 x 3 met koprij), rijen en kolommen toevoegen en verwijderen, en de tabel wissen', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const { editor, button, html } = await openEditor(page);

  await editor.click();
  await button('Tabel invoegen').click();
  await expect(editor.locator('table')).toHaveCount(1);
  expect(await tableShape(editor)).toEqual([
    ['th', 'th', 'th'],
    ['td', 'td', 'td'],
    ['td', 'td', 'td'],
  ]);
  for (const name of tableEditButtons) await expect(button(name), name).toBeEnabled();

  // The cursor sits in the first header cell.
  await page.keyboard.type('Afstand');
  await expect(editor.locator('th').first()).toHaveText('Afstand');

  // Add and remove act where the cursor is: the new row comes below it, the new column to its right.
  await button('Rij toevoegen').click();
  await expect(editor.locator('tr')).toHaveCount(4);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('nieuw');
  await expect(editor.locator('tr').nth(1)).toContainText('nieuw');
  await button('Rij verwijderen').click();
  await expect(editor.locator('tr')).toHaveCount(3);
  await expect(editor).not.toContainText('nieuw');

  await page.keyboard.press('ArrowUp');
  await button('Kolom toevoegen').click();
  await expect.poll(async () => (await tableShape(editor)).map((row) => row.length)).toEqual([4, 4, 4]);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Extra');
  await expect(editor.locator('th').nth(1)).toHaveText('Extra');
  await button('Kolom verwijderen').click();
  await expect(editor).not.toContainText('Extra');
  expect(await tableShape(editor)).toEqual([
    ['th', 'th', 'th'],
    ['td', 'td', 'td'],
    ['td', 'td', 'td'],
  ]);
  await expect(editor.locator('th').first()).toHaveText('Afstand');

  expect(await axeViolations(page, 'editor met tabel')).toEqual([]);

  await button('Tabel verwijderen').click();
  await expect(editor.locator('table')).toHaveCount(0);
  expect(await html()).not.toContain('Afstand');
  for (const name of tableEditButtons) await expect(button(name), name).toBeDisabled();
  expect(errors).toEqual([]);
});

test('de werkbalk is één tabstop: pijltjes, Home en End gaan langs de knoppen, Tab gaat naar het vak', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const { editor, toolbar, button } = await openEditor(page);
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  // From the field before the editor, one Tab lands on the toolbar's first enabled button.
  await page.getByRole('textbox', { name: 'Meta-beschrijving' }).focus();
  await page.keyboard.press('Tab');
  await expect(button('Vet')).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);

  await page.keyboard.press('ArrowRight');
  await expect(button('Cursief')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(button('Vet')).toBeFocused();
  // Left from the first button wraps to the last enabled one: the table edit buttons are disabled here.
  await page.keyboard.press('ArrowLeft');
  await expect(button('Tabel invoegen')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(button('Vet')).toBeFocused();
  await page.keyboard.press('End');
  await expect(button('Tabel invoegen')).toBeFocused();
  // Disabled buttons are skipped: from 'Genummerde lijst' past 'Ongedaan maken' and 'Opnieuw'.
  await button('Genummerde lijst').focus();
  await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe('Tabel invoegen');
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveAttribute('aria-label', 'Tabel invoegen');

  // A second Tab leaves the toolbar for the editing area; Shift+Tab comes back to the last used button.
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(button('Tabel invoegen')).toBeFocused();

  // Enter runs the button's command and gives the editor its focus back.
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(editor).toBeFocused();
  await page.keyboard.type('vet');
  await expect.poll(() => editor.evaluate((element) => element.innerHTML)).toBe('<p><strong>vet</strong></p>');
  expect(errors).toEqual([]);
});
