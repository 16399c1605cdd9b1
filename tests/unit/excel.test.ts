import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { memberDataSchema, type MemberRecord } from '../../server/contracts';
import { exportFileName, membersWorkbook, writeMembersWorkbook } from '../../server/members/excel-export';
import { memberExportHeaders } from '../fixtures/member-export';

const headers = memberExportHeaders;

/** A stored member without a store: the schema fills the defaults. */
let nextId = 1;
function member(data: Partial<z.input<typeof memberDataSchema>> = {}): MemberRecord {
  const fields = memberDataSchema.parse({ firstName: 'Jan', lastName: 'Peeters', ...data });
  return { ...fields, id: nextId++, version: 1, updatedAt: '2026-01-01T10:00:00.000Z' };
}

async function exportAndOpen(members: MemberRecord[]) {
  const buffer = await membersWorkbook(members);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copied Uint8Array gives exactly that.
  await workbook.xlsx.load(Uint8Array.from(buffer).buffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.getWorksheet('Leden');
  if (!sheet) throw new Error('no sheet Leden');
  return sheet;
}

function rowValues(sheet: ExcelJS.Worksheet, rowNumber: number) {
  const row = sheet.getRow(rowNumber);
  return headers.map((_, index) => row.getCell(index + 1).value);
}

describe('members Excel export', () => {
  it('writes the Dutch headers, then every field of a member in its own column', async () => {
    const full = member({
      firstName: 'Maria',
      lastName: 'Claes',
      dateOfBirth: '1950-03-01',
      email: 'maria@example.be',
      phoneNumber: '+32 470 12 34 56',
      gender: 'female',
      comments: 'Stapt elke week mee',
      active: true,
      role: 'BOARDMEMBER',
      boardTitle: 'Voorzitter',
      boardMemberSortOrder: 2,
      euraudax: true,
      euraudaxTitle: 'Euraudax 1000 km',
      address: {
        street: 'Kerkstraat',
        houseNumber: '12',
        busNumber: 'B',
        city: 'Torhout',
        postalCode: '8820',
        country: 'België',
      },
      paid: true,
      clubportaal: 'CP-123',
      finished: false,
      newsletterUnsubscribed: true,
      memberSince: '2019-09-01',
    });
    const sheet = await exportAndOpen([full, member({ firstName: 'Piet', lastName: 'Janssens', gender: 'male' })]);

    expect(sheet.getRow(1).values).toEqual([undefined, ...headers]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(sheet, 2)).toEqual([
      'Maria',
      'Claes',
      new Date('1950-03-01T00:00:00.000Z'),
      'maria@example.be',
      '+32 470 12 34 56',
      'Vrouw',
      'Kerkstraat',
      '12',
      'B',
      '8820',
      'Torhout',
      'België',
      'Bestuurslid',
      'Voorzitter',
      2,
      'Ja',
      'Euraudax 1000 km',
      'Ja',
      'Ja',
      'CP-123',
      'Nee',
      'Ja',
      'Stapt elke week mee',
      new Date('2019-09-01T00:00:00.000Z'),
    ]);
    expect(rowValues(sheet, 3).slice(0, 6)).toEqual(['Piet', 'Janssens', null, null, null, 'Man']);
  });

  it('keeps the given order and labels every role and gender in Dutch', async () => {
    const sheet = await exportAndOpen([
      member({ firstName: 'A', role: 'MEMBER', gender: 'x' }),
      member({ firstName: 'B', role: 'AID' }),
      member({ firstName: 'C', role: 'EURAUDAX' }),
      member({ firstName: 'D', role: 'HELPINGMEMBER' }),
      member({ firstName: 'E', role: 'BOARDMEMBER' }),
    ]);
    const firstNames = [2, 3, 4, 5, 6].map((row) => sheet.getCell(row, 1).value);
    const roles = [2, 3, 4, 5, 6].map((row) => sheet.getCell(row, 13).value);
    expect(firstNames).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(roles).toEqual(['Lid', 'Helper', 'Euraudax', 'Helpend Lid', 'Bestuurslid']);
    expect(sheet.getCell(2, 6).value).toBe('X');
  });

  it('writes birth dates as real dates on the same calendar day', async () => {
    const sheet = await exportAndOpen([member({ dateOfBirth: '1950-03-01' }), member({ dateOfBirth: '1980-12-31' })]);
    for (const [row, day] of [
      [2, '1950-03-01'],
      [3, '1980-12-31'],
    ] as const) {
      const cell = sheet.getCell(row, 3);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('dd/mm/yyyy');
      expect((cell.value as Date).toISOString()).toBe(`${day}T00:00:00.000Z`);
    }
  });

  it('freezes the header row and puts a filter on it', async () => {
    const sheet = await exportAndOpen([member()]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:X1');
    expect(sheet.getColumn(23).width).toBeGreaterThan(sheet.getColumn(9).width ?? 0);
  });

  it('leaves the address cells empty when there is no address', async () => {
    const sheet = await exportAndOpen([member({ address: null })]);
    expect(rowValues(sheet, 2).slice(6, 12)).toEqual([null, null, null, null, null, null]);
  });

  it('keeps phone numbers and formula-like text as plain strings', async () => {
    const sheet = await exportAndOpen([
      member({
        phoneNumber: '+32 470 12 34 56',
        comments: '=HYPERLINK("https://evil.example","klik")',
        lastName: '@SUM(A1)',
      }),
    ]);
    for (const [column, text] of [
      [5, '+32 470 12 34 56'],
      [23, '=HYPERLINK("https://evil.example","klik")'],
      [2, '@SUM(A1)'],
    ] as const) {
      const cell = sheet.getCell(2, column);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeFalsy();
    }
  });

  it('stops without an error when the client leaves half way, and waits for one that reads slowly', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => member({ firstName: `Lid ${i}`, comments: `Rij ${i * 7919}` }));
    const whole = (await membersWorkbook(many)).length;

    // Leaves after the first bytes: the writer ends, and nothing is thrown at it.
    const left = new PassThrough();
    let taken = 0;
    left.on('data', (chunk: Buffer) => {
      taken += chunk.length;
      left.destroy();
    });
    await expect(writeMembersWorkbook(many, left)).resolves.toBeUndefined();
    expect(taken).toBeLessThan(whole);

    // Reads nothing: the writer waits with little in hand (the file is not made ahead of the reader),
    // and ends once the reader is gone.
    const stalled = new PassThrough();
    let settled = false;
    const writing = writeMembersWorkbook(many, stalled).finally(() => (settled = true));
    while (!stalled.writableNeedDrain) await new Promise((resolve) => setImmediate(resolve));
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(stalled.readableLength).toBeLessThan(whole / 2);
    stalled.destroy();
    await expect(writing).resolves.toBeUndefined();
  });

  it('names the file after the role filter', () => {
    expect(exportFileName()).toBe('leden.xlsx');
    expect(exportFileName('BOARDMEMBER')).toBe('leden-boardmember.xlsx');
    expect(exportFileName('HELPINGMEMBER')).toBe('leden-helpingmember.xlsx');
  });
});
