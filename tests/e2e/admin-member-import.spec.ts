import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { removeCreatedAfterAll, signInWithToken } from './support/admin';
import { adminHeaders } from './support/club';
import { axeViolations, watchPageErrors } from './support/page-checks';

// Whatever an import here leaves (a failed undo) is deleted afterwards, so other specs see the demo club.
removeCreatedAfterAll('/admin/api/members');

type ApiMember = {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  email: string | null;
  phoneNumber: string | null;
  memberSince: string | null;
  paid: boolean;
  address: { city: string | null } | null;
};

const family = `Importtest${Date.now()}`;

async function membersOfFamily(request: APIRequestContext): Promise<ApiMember[]> {
  const response = await request.get('/admin/api/members', { headers: await adminHeaders(request) });
  return ((await response.json()) as ApiMember[]).filter((member) => member.lastName.startsWith(family));
}

/** A club's list as it keeps it in Excel: a workbook made by exceljs, dates as date cells. */
async function clubWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leden');
  sheet.addRow(['Voornaam', 'Achternaam', 'Geboortedatum', 'E-mail', 'Lid sinds', 'Betaald', 'Schoenmaat']);
  sheet.addRow([
    'Hilde',
    family,
    new Date(Date.UTC(1961, 3, 12)),
    'hilde@e2e.test',
    new Date(Date.UTC(1999, 8, 1)),
    'ja',
    39,
  ]);
  sheet.addRow([
    'Koen',
    family,
    new Date(Date.UTC(1958, 10, 3)),
    'koen@e2e.test',
    new Date(Date.UTC(2003, 0, 15)),
    'nee',
    44,
  ]);
  sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(5).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What Excel on a Belgian Windows saves as "CSV": semicolons, CRLF, Windows-1252 (é and ë one byte each). */
function belgianCsv(): Buffer {
  const rows = [
    ['Voornaam', 'Naam', 'Geboortedatum', 'E-mail', 'Telefoon', 'Gemeente'],
    ['Hilde', family, '12/04/1961', 'hilde@e2e.test', '050 12 34 56', 'Wijnendale'],
    ['Zoë', `${family}-Vanhée`, '3-2-1980', 'zoe@e2e.test', '', 'Lichtervelde'],
  ];
  return Buffer.from(rows.map((row) => row.join(';')).join('\r\n') + '\r\n', 'latin1');
}

async function readFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Bestand (.xlsx of .csv)').setInputFiles(file);
  // By keyboard, as the screen must allow.
  await page.getByRole('button', { name: 'Bestand inlezen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '2. Kolommen koppelen' })).toBeFocused();
}

async function dryRun(page: Page) {
  await page.getByRole('button', { name: 'Proefrun bekijken' }).click();
  await expect(page.getByRole('heading', { name: '3. Proefrun' })).toBeFocused();
}

/** The row of the dry run's table for this name. */
const resultRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Wat de import per rij zou doen' }).getByRole('row', { name });

test('an admin imports an .xlsx and a Windows-1252 CSV through the screen, then undoes both', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  await signInWithToken(page, request);
  await page.goto('/admin/leden/importeren');
  await expect(page.getByRole('heading', { level: 1, name: 'Leden importeren' })).toBeVisible();

  // 1. The workbook: its columns are recognised; the shoe size is not a member field.
  await readFile(page, {
    name: 'ledenlijst.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await clubWorkbook(),
  });
  await expect(page.getByText('ledenlijst.xlsx: 2 rijen.')).toBeVisible();
  await expect(page.getByLabel('Veld voor Lid sinds')).toHaveValue('memberSince');
  await expect(page.getByLabel('Veld voor Schoenmaat')).toHaveValue('');
  // The admin decides not to import "Betaald" this time.
  await page.getByLabel('Veld voor Betaald').selectOption({ label: 'Niet importeren' });
  await dryRun(page);
  await expect(page.getByRole('list', { name: 'Samenvatting van de proefrun' })).toContainText('2 nieuw');
  await expect(resultRow(page, `Hilde ${family}`)).toContainText('Nieuw');
  expect(await membersOfFamily(request)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, `proefrun op ${width} px`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Importeren', exact: true }).click();
  await expect(page.getByText('Import voltooid: 2 nieuwe leden, 0 leden bijgewerkt.')).toBeVisible();

  const imported = await membersOfFamily(request);
  expect(imported.map((m) => [m.firstName, m.dateOfBirth, m.email, m.memberSince, m.paid])).toEqual([
    ['Hilde', '1961-04-12', 'hilde@e2e.test', '1999-09-01', false],
    ['Koen', '1958-11-03', 'koen@e2e.test', '2003-01-15', false],
  ]);

  // 2. The CSV: Hilde is recognised and updated, Zoë is new, her accents intact.
  await readFile(page, { name: 'leden.csv', mimeType: 'text/csv', buffer: belgianCsv() });
  await expect(page.getByLabel('Veld voor Naam')).toHaveValue('lastName');
  await expect(page.getByLabel('Veld voor Gemeente')).toHaveValue('city');
  await dryRun(page);
  await expect(resultRow(page, `Hilde ${family}`)).toContainText('Bijgewerkt');
  await expect(resultRow(page, `Hilde ${family}`)).toContainText('Telefoon: (leeg) → 050 12 34 56');
  await expect(resultRow(page, `Zoë ${family}-Vanhée`)).toContainText('Nieuw');
  expect(await axeViolations(page, 'proefrun van de CSV')).toEqual([]);
  await page.getByRole('button', { name: 'Importeren', exact: true }).click();
  await expect(page.getByText('Import voltooid: 1 nieuw lid, 1 lid bijgewerkt.')).toBeVisible();
  const afterCsv = await membersOfFamily(request);
  expect(afterCsv.find((m) => m.firstName === 'Hilde')).toMatchObject({
    phoneNumber: '050 12 34 56',
    address: { city: 'Wijnendale' },
  });
  expect(afterCsv.find((m) => m.firstName === 'Zoë')).toMatchObject({
    lastName: `${family}-Vanhée`,
    dateOfBirth: '1980-02-03',
  });

  // 3. The history, newest first: undo the CSV, then the workbook.
  const history = page.getByRole('table', { name: 'Eerdere imports, de nieuwste eerst' });
  await expect(history.getByRole('row')).toHaveCount(3);
  expect(await axeViolations(page, 'geschiedenis')).toEqual([]);
  for (const fileName of ['leden.csv', 'ledenlijst.xlsx']) {
    await history
      .getByRole('row', { name: fileName })
      .getByRole('button', { name: /^Ongedaan maken/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(page.getByText('De import werd ongedaan gemaakt.')).toBeVisible();
    await expect(history.getByRole('row', { name: fileName })).toContainText('Ongedaan gemaakt op');
  }
  expect(await membersOfFamily(request)).toEqual([]);
  expect(errors).toEqual([]);
});
