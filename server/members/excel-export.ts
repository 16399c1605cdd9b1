import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MemberRecord, MemberRole } from '../contracts';

type CellValue = string | number | Date | null;

interface Column {
  header: string;
  width: number;
  value: (member: MemberRecord) => CellValue;
  numFmt?: string;
}

export const roleLabels: Record<MemberRole, string> = {
  BOARDMEMBER: 'Bestuurslid',
  MEMBER: 'Lid',
  AID: 'Helper',
  EURAUDAX: 'Euraudax',
  HELPINGMEMBER: 'Helpend Lid',
};

const genderLabels: Record<MemberRecord['gender'], string> = { male: 'Man', female: 'Vrouw', x: 'X' };

const yesNo = (flag: boolean) => (flag ? 'Ja' : 'Nee');

/** 'YYYY-MM-DD' as UTC midnight: exceljs turns a Date into a serial via UTC, so the calendar day never shifts. */
function calendarDay(date: string | null): Date | null {
  return date ? new Date(`${date}T00:00:00.000Z`) : null;
}

const dayFormat = 'dd/mm/yyyy';

// One line per column, in sheet order; the member import reads these headers, so a new column goes
// at the end. Every value is plain data: text is written as a string cell, which Excel never
// evaluates, so '=HYPERLINK(…)' or '+32 470…' stay text (no {formula} values here).
const columns: readonly Column[] = [
  { header: 'Voornaam', width: 16, value: (m) => m.firstName },
  { header: 'Achternaam', width: 20, value: (m) => m.lastName },
  { header: 'Geboortedatum', width: 14, value: (m) => calendarDay(m.dateOfBirth), numFmt: dayFormat },
  { header: 'E-mail', width: 30, value: (m) => m.email },
  { header: 'Telefoon', width: 18, value: (m) => m.phoneNumber },
  { header: 'Geslacht', width: 10, value: (m) => genderLabels[m.gender] },
  { header: 'Straat', width: 24, value: (m) => m.address?.street ?? null },
  { header: 'Huisnummer', width: 12, value: (m) => m.address?.houseNumber ?? null },
  { header: 'Bus', width: 8, value: (m) => m.address?.busNumber ?? null },
  { header: 'Postcode', width: 10, value: (m) => m.address?.postalCode ?? null },
  { header: 'Gemeente', width: 18, value: (m) => m.address?.city ?? null },
  { header: 'Land', width: 12, value: (m) => m.address?.country ?? null },
  { header: 'Rol', width: 14, value: (m) => roleLabels[m.role] },
  { header: 'Bestuursfunctie', width: 20, value: (m) => m.boardTitle },
  { header: 'Volgorde bestuur', width: 10, value: (m) => m.boardMemberSortOrder },
  { header: 'Euraudax', width: 10, value: (m) => yesNo(m.euraudax) },
  { header: 'Euraudax-titel', width: 20, value: (m) => m.euraudaxTitle },
  { header: 'Actief', width: 8, value: (m) => yesNo(m.active) },
  { header: 'Betaald', width: 8, value: (m) => yesNo(m.paid) },
  { header: 'Clubportaal', width: 14, value: (m) => m.clubportaal },
  { header: 'Afgewerkt', width: 10, value: (m) => yesNo(m.finished) },
  { header: 'Geen nieuwsbrief', width: 10, value: (m) => yesNo(m.newsletterUnsubscribed) },
  { header: 'Opmerkingen', width: 40, value: (m) => m.comments },
  { header: 'Lid sinds', width: 12, value: (m) => calendarDay(m.memberSince), numFmt: dayFormat },
];

/** The column headers in sheet order, as the export writes them. */
export const exportHeaders: readonly string[] = columns.map((column) => column.header);

/** Rows handed to the writer before it gets a turn to send them (and the client a turn to read). */
const rowsPerTurn = 250;

/** The zip under exceljs's stream writer (archiver), which its types leave out. */
type Zip = { on(event: 'error', listener: (error: unknown) => void): void; abort(): unknown };

/**
 * The members as an .xlsx file, one row per member in the given order, written to `output` as it is
 * made (exceljs's streaming writer): rows go out a few hundred at a time, and the next ones are made
 * only when the client has taken the last, so memory stays small whatever the size of the club.
 * When `output` is closed early (the client left), it stops and resolves; it never throws at a
 * client that left.
 */
export async function writeMembersWorkbook(
  members: readonly MemberRecord[],
  output: Writable,
  options: { sheetName?: string } = {},
): Promise<void> {
  // Loaded on the first export only: exceljs alone would add some 20 MB to every server's memory.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const zip = (workbook as unknown as { zip: Zip }).zip;
  // Writing into a closed response is what a client that left looks like: the loop below stops.
  zip.on('error', () => undefined);
  output.on('error', () => undefined);
  const stop = () => void zip.abort();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Leden', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  for (let start = 0; start < members.length; start += rowsPerTurn) {
    if (!(await roomFor(output))) return stop();
    for (const member of members.slice(start, start + rowsPerTurn)) {
      const row = sheet.addRow(columns.map((column) => column.value(member)));
      columns.forEach((column, index) => {
        if (column.numFmt) row.getCell(index + 1).numFmt = column.numFmt;
      });
      row.commit();
    }
  }
  if (output.destroyed) return stop();
  sheet.commit();
  // The last parts (styles, the zip's directory) wait for a client that may leave meanwhile.
  const left = once(output, 'close').then(
    () => false,
    () => false,
  );
  if (!(await Promise.race([workbook.commit().then(() => true), left]))) stop();
}

/**
 * Waits for the turn of the next rows: after the event loop had its turn, and while the client
 * has not yet taken what was sent, until it has. False when the output was closed meanwhile.
 */
async function roomFor(output: Writable): Promise<boolean> {
  await nextTurn();
  while (!output.destroyed && output.writableNeedDrain) {
    await Promise.race([once(output, 'drain'), once(output, 'close')]).catch(() => undefined);
  }
  return !output.destroyed;
}

/** The workbook as a stream for an answer's body; made in the background, ended or destroyed by the writer. */
export function membersWorkbookStream(
  members: readonly MemberRecord[],
  options: { sheetName?: string } = {},
): Readable {
  const output = new PassThrough();
  writeMembersWorkbook(members, output, options).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The members list as an .xlsx file in memory (tests, small lists); the routes stream it. */
export async function membersWorkbook(
  members: readonly MemberRecord[],
  options: { sheetName?: string } = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(output, 'end');
  await writeMembersWorkbook(members, output, options);
  await ended;
  return Buffer.concat(chunks);
}

/** Download name: 'leden.xlsx', or per role filter e.g. 'leden-boardmember.xlsx'. */
export function exportFileName(role?: MemberRole): string {
  return role ? `leden-${role.toLowerCase()}.xlsx` : 'leden.xlsx';
}
