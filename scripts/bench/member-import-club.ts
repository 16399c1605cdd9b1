/** The member import bench's club and files: members written into DATA_DIR, an administrator, and .xlsx files to import. */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { hashPassword } from '../../server/auth/passwords';
import { credentialDataSchema } from '../../server/contracts';
import { writeBigStore } from './big-store';

const storedMembersSchema = z.object({
  records: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      dateOfBirth: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
});
export type StoredMember = z.infer<typeof storedMembersSchema>['records'][number];

/**
 * A club of `members` members (the big store's records, nothing else), its first member with an
 * e-mail address an administrator with a password the bench knows.
 */
export async function writeImportClub(dataDir: string, members: number) {
  await writeBigStore(dataDir, { members, walks: 0, images: 100, pages: 0, newsletters: 0 });
  const stored = storedMembersSchema.parse(JSON.parse(await readFile(path.join(dataDir, 'members.json'), 'utf8')));
  const admin = stored.records.find((member) => member.email !== null);
  if (!admin?.email) throw new Error('The bench club has no member with an e-mail address to make administrator.');
  const password = randomUUID();
  const credential = {
    ...credentialDataSchema.parse({
      memberId: admin.id,
      passwordHash: await hashPassword(password),
      role: 'beheerder',
    }),
    id: 1,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  await writeFile(path.join(dataDir, 'credentials.json'), JSON.stringify({ nextId: 2, records: [credential] }), {
    mode: 0o600,
  });
  // Members the file updates: recognisable by e-mail or by name and birth date, never the administrator.
  const known = stored.records.filter((member) => member.id !== admin.id && (member.email || member.dateOfBirth));
  return { admin: { email: admin.email, password }, known };
}

const headers = [
  'Voornaam',
  'Achternaam',
  'Geboortedatum',
  'E-mail',
  'Telefoon',
  'Straat',
  'Huisnummer',
  'Postcode',
  'Gemeente',
  'Land',
  'Rol',
  'Actief',
  'Betaald',
  'Opmerkingen',
  'Lid sinds',
];

const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00.000Z`) : null);

/**
 * An .xlsx of `rows` rows in the columns of the club's own export: the first `updates` rows are
 * known members with a new phone number and town (round `round` makes them differ from the last
 * round's), the rest new people.
 */
export async function importWorkbook(known: readonly StoredMember[], rows: number, updates: number, round: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leden');
  sheet.addRow(headers);
  for (let index = 0; index < rows; index++) {
    const member = index < updates ? known[index % known.length] : undefined;
    const first = member?.firstName ?? `Nieuw${index}`;
    const last = member?.lastName ?? `Lid R${round}`;
    sheet.addRow([
      first,
      last,
      day(member?.dateOfBirth ?? `19${String(40 + (index % 60)).padStart(2, '0')}-0${1 + (index % 9)}-1${index % 10}`),
      member ? member.email : `nieuw.${round}.${index}@example.be`,
      `+32 470 ${String(round).padStart(2, '0')} ${String(index % 10_000).padStart(4, '0')}`,
      'Markt',
      String(1 + (index % 200)),
      '8820',
      round % 2 ? 'Torhout' : 'Lichtervelde',
      'België',
      index % 50 === 0 ? 'Helper' : 'Lid',
      'ja',
      index % 3 ? 'ja' : 'nee',
      index % 10 === 0 ? 'Ingeschreven op de ledenavond.' : null,
      day(`20${String(index % 25).padStart(2, '0')}-09-01`),
    ]);
  }
  sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
  sheet.getColumn(15).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
