import type { MemberRecord, MemberRole } from '../contracts';

type CellValue = string | number | Date | null;

interface Column {
  header: string;
  width: number;
  value: (member: MemberRecord) => CellValue;
  numFmt?: string;
}

const roleLabels: Record<MemberRole, string> = {
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

// One line per column, in sheet order. Every value is plain data: text is written as a string cell,
// which Excel never evaluates, so '=HYPERLINK(…)' or '+32 470…' stay text (no {formula} values here).
const columns: readonly Column[] = [
  { header: 'Voornaam', width: 16, value: (m) => m.firstName },
  { header: 'Achternaam', width: 20, value: (m) => m.lastName },
  { header: 'Geboortedatum', width: 14, value: (m) => calendarDay(m.dateOfBirth), numFmt: 'dd/mm/yyyy' },
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
];

/** The members list as an .xlsx file, one row per member in the given order. */
export async function membersWorkbook(
  members: readonly MemberRecord[],
  options: { sheetName?: string } = {},
): Promise<Buffer> {
  // Loaded on the first export only: exceljs alone would add some 20 MB to every server's memory.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Leden', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  for (const member of members) {
    const row = sheet.addRow(columns.map((column) => column.value(member)));
    columns.forEach((column, index) => {
      if (column.numFmt) row.getCell(index + 1).numFmt = column.numFmt;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Download name: 'leden.xlsx', or per role filter e.g. 'leden-boardmember.xlsx'. */
export function exportFileName(role?: MemberRole): string {
  return role ? `leden-${role.toLowerCase()}.xlsx` : 'leden.xlsx';
}
