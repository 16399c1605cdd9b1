import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberImportRow, MemberRecord } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';
import {
  confirmAnswer,
  dryRun,
  importFile,
  uploaded,
  uploadFile,
  windows1252Csv,
  xlsxOf,
} from '../helpers/member-import';

let server: TestServer;
afterEach(() => server?.close());

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<AdminSession> {
  server = await startTestServer(options);
  return createAdmin(server, { email: 'secretaris@example.be' });
}

const address = {
  street: 'Kerkstraat',
  houseNumber: '12',
  busNumber: 'b',
  postalCode: '8211',
  city: 'Aartrijke',
  country: 'België',
};

/** The members as the store holds them, by id: what an import must leave alone or change. */
const membersNow = () => structuredClone(server.store.members.all()) as MemberRecord[];

const byName = (rows: MemberImportRow[], name: string) => rows.find((row) => row.name === name);

describe('member import: the own Excel export imports back unchanged', () => {
  it('maps every column of the export, finds every row unchanged, and confirming changes nothing', async () => {
    const admin = await start();
    await makeMember(server.store, {
      firstName: 'Griet',
      lastName: 'Vandamme',
      dateOfBirth: '1968-11-30',
      email: 'griet@example.be',
      phoneNumber: '+32 470 12 34 56',
      gender: 'female',
      role: 'BOARDMEMBER',
      boardTitle: 'Voorzitter',
      boardMemberSortOrder: 1,
      euraudax: true,
      euraudaxTitle: 'Euraudax 100 km',
      paid: true,
      clubportaal: 'CP-77',
      finished: true,
      newsletterUnsubscribed: true,
      comments: 'Eerste regel\nTweede regel; met "aanhalingstekens"',
      memberSince: '2004-09-01',
      address,
    });
    await makeMember(server.store, { firstName: 'Bart', lastName: "D'Hondt", active: false, role: 'HELPINGMEMBER' });
    await makeMember(server.store, {
      firstName: 'Sien',
      lastName: 'Maes',
      role: 'AID',
      gender: 'male',
      address: { ...address, busNumber: null },
    });
    const before = membersNow();
    const revision = server.store.members.revision;

    const exported = await fetch(`${server.url}/admin/api/members/export/excel`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(exported.status).toBe(200);
    const file = await uploaded(admin, Buffer.from(await exported.arrayBuffer()), 'leden.xlsx');
    expect(file.rowCount).toBe(before.length);
    expect(file.columns.filter((column) => column.field === null)).toEqual([]);

    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.rows.filter((row) => row.status !== 'unchanged')).toEqual([]);
    expect(plan.counts).toEqual({ new: 0, updated: 0, unchanged: before.length, skipped: 0 });

    const confirmed = await confirmAnswer(admin, file.token, file.mapping, plan.planKey);
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.json).toMatchObject({ counts: { created: 0, updated: 0, unchanged: before.length, skipped: 0 } });
    expect(membersNow()).toEqual(before);
    expect(server.store.members.revision).toBe(revision);
  });
});

describe('member import: files', () => {
  it('reads an .xlsx made with exceljs: English headers, date cells and serials, words for yes, roles and genders', async () => {
    const admin = await start();
    const serialOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 25_569;
    const data = await xlsxOf(
      [
        ['First name', 'Last name', 'Date of birth', 'E-mail', 'Member since', 'Paid', 'Role', 'Gender', 'Notities'],
        [
          'Ann',
          'Claes',
          new Date(Date.UTC(1980, 1, 3)),
          'ann@example.be',
          serialOf('2010-03-01'),
          'ja',
          'Bestuurslid',
          'v',
          'x',
        ],
        ['Bert', 'Claes', serialOf('1975-12-31'), 'bert@example.be', '01/04/2012', 'WAAR', 'helper', 'man', ''],
        ['Cas', 'Claes', '3-2-1999', null, '2015-06-30', 'x', 'EURAUDAX', 'X', null],
        ['Dirk', 'Claes', '03/02/1980', null, '2015-06-30', 'nee', 'Helpend Lid', 'm', null],
      ],
      (sheet) => {
        sheet.getColumn(3).numFmt = 'dd/mm/yyyy';
      },
    );
    const file = await uploaded(admin, data, 'ledenlijst.xlsx');
    expect(file.mapping).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'email',
      'memberSince',
      'paid',
      'role',
      'gender',
      'comments',
    ]);
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.counts).toEqual({ new: 4, updated: 0, unchanged: 0, skipped: 0 });
    // The dry run wrote nothing.
    expect(server.store.members.size).toBe(1);

    const confirmed = await confirmAnswer(admin, file.token, file.mapping, plan.planKey);
    expect(confirmed.status, confirmed.text).toBe(201);
    const claes = server.store.members.filter((member) => member.lastName === 'Claes');
    expect(
      claes.map((m) => [m.firstName, m.dateOfBirth, m.email, m.memberSince, m.paid, m.role, m.gender, m.comments]),
    ).toEqual([
      ['Ann', '1980-02-03', 'ann@example.be', '2010-03-01', true, 'BOARDMEMBER', 'female', 'x'],
      ['Bert', '1975-12-31', 'bert@example.be', '2012-04-01', true, 'AID', 'male', null],
      ['Cas', '1999-02-03', null, '2015-06-30', true, 'EURAUDAX', 'x', null],
      ['Dirk', '1980-02-03', null, '2015-06-30', false, 'HELPINGMEMBER', 'male', null],
    ]);
  });

  it("reads an .xlsx of exceljs's streaming writer (no shared strings), and leaves no temp file, also when refusing one", async () => {
    const admin = await start();
    const streamed = async (rows: unknown[][]) => {
      const output = new PassThrough();
      const chunks: Buffer[] = [];
      output.on('data', (chunk: Buffer) => chunks.push(chunk));
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
      const sheet = workbook.addWorksheet('Leden');
      for (const row of rows) sheet.addRow(row).commit();
      await workbook.commit();
      return Buffer.concat(chunks);
    };
    const tempFiles = async () => (await readdir(tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));
    const before = await tempFiles();

    const file = await streamed([
      ['Voornaam', 'Achternaam', 'Lid sinds'],
      ['Mieke', 'Stroom', new Date(Date.UTC(2019, 8, 1))],
    ]);
    const { summary } = await importFile(admin, file, 'stroom.xlsx');
    expect(summary.counts.created).toBe(1);
    expect(server.store.members.find((member) => member.lastName === 'Stroom')?.memberSince).toBe('2019-09-01');
    const wide = await streamed([['Voornaam', 'Achternaam'], Array.from({ length: 61 }, (_, i) => `cel ${i}`)]);
    expect((await uploadFile(admin, wide, 'breed.xlsx')).status).toBe(400);
    expect(await tempFiles()).toEqual(before);
  });

  it('reads a Windows-1252 CSV with semicolons, as Excel on a Belgian Windows saves it', async () => {
    const admin = await start();
    const data = windows1252Csv([
      ['Voornaam', 'Naam', 'Geboortedatum', 'E-mail', 'Gemeente', 'Lid sinds'],
      ['René', 'Vanhée', '03/02/1980', 'rene@example.be', 'Brügge', '1/9/2001'],
      ['Zoë', 'Deneë', '1985-12-31', 'zoe@example.be', 'Kortrijk', '2020-01-15'],
    ]);
    // Not UTF-8: the é is one byte.
    expect(data.includes(Buffer.from('é', 'utf8'))).toBe(false);
    const { summary } = await importFile(admin, data, 'leden.csv');
    expect(summary.counts).toMatchObject({ created: 2 });
    const people = server.store.members.filter((member) => member.id > 1);
    expect(people.map((m) => [m.firstName, m.lastName, m.dateOfBirth, m.address?.city, m.memberSince])).toEqual([
      ['René', 'Vanhée', '1980-02-03', 'Brügge', '2001-09-01'],
      ['Zoë', 'Deneë', '1985-12-31', 'Kortrijk', '2020-01-15'],
    ]);
  });

  it('reads a UTF-8 CSV with a byte order mark and commas, quoted cells with commas and line breaks in them', async () => {
    const admin = await start();
    const text =
      '\uFEFFFirst name,Last name,Email,Comments\n' +
      'Noël,Brontë,noel@example.be,"Zegt: ""hallo, allemaal""\nen tot ziens"\n' +
      '\n' +
      'Anaïs,Müller,anais@example.be,\n';
    const file = await uploaded(admin, Buffer.from(text, 'utf8'), 'export.csv');
    expect(file.columns.map((column) => column.header)).toEqual(['First name', 'Last name', 'Email', 'Comments']);
    expect(file.mapping).toEqual(['firstName', 'lastName', 'email', 'comments']);
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.rows.map((row) => [row.row, row.name, row.status])).toEqual([
      [2, 'Noël Brontë', 'new'],
      [4, 'Anaïs Müller', 'new'],
    ]);
    expect((await confirmAnswer(admin, file.token, file.mapping, plan.planKey)).status).toBe(201);
    expect(server.store.members.find((member) => member.firstName === 'Noël')?.comments).toBe(
      'Zegt: "hallo, allemaal"\nen tot ziens',
    );
  });

  it('takes every date form and refuses a date that does not exist, with the row and a Dutch reason', async () => {
    const admin = await start();
    const rows = [
      ['Voornaam', 'Achternaam', 'Geboortedatum'],
      ['Serieel', 'Datum', '29254'],
      ['Dag', 'Eerst', '03/02/1980'],
      ['Kort', 'Geschreven', '3-2-1980'],
      ['Met', 'Punten', '3.2.1980'],
      ['Iso', 'Datum', '1980-02-03'],
      ['Met', 'Tijd', '1980-02-03 00:00'],
      ['Bestaat', 'Niet', '31/02/1980'],
      ['Geen', 'Datum', 'februari 1980'],
    ];
    const file = await uploaded(admin, windows1252Csv(rows), 'data.csv');
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.counts).toEqual({ new: 6, updated: 0, unchanged: 0, skipped: 2 });
    expect(byName(plan.rows, 'Bestaat Niet')).toEqual({
      row: 8,
      name: 'Bestaat Niet',
      status: 'skipped',
      reason: 'Geboortedatum: "31/02/1980" is geen datum (gebruik dd/mm/jjjj, d-m-jjjj of jjjj-mm-dd).',
    });
    expect(byName(plan.rows, 'Geen Datum')?.status).toBe('skipped');
    await confirmAnswer(admin, file.token, file.mapping, plan.planKey);
    const dates = server.store.members.filter((member) => member.id > 1).map((member) => member.dateOfBirth);
    expect(dates).toEqual(Array(6).fill('1980-02-03'));
  });
});

describe('member import: who is who', () => {
  it('updates by e-mail or by name and birth date, and skips a conflict and a person named twice in the file', async () => {
    const admin = await start();
    const jan = await makeMember(server.store, {
      firstName: 'Jan',
      lastName: 'Peeters',
      email: 'jan@example.be',
      dateOfBirth: '1970-01-01',
    });
    const marie = await makeMember(server.store, {
      firstName: 'Marie',
      lastName: 'Claes',
      email: 'marie@example.be',
      dateOfBirth: '1975-05-05',
    });
    await makeMember(server.store, {
      firstName: 'Marie',
      lastName: 'Dupont',
      email: 'mdupont@example.be',
      dateOfBirth: '1980-01-01',
    });
    const data = windows1252Csv([
      ['Voornaam', 'Achternaam', 'Geboortedatum', 'E-mail', 'Telefoon'],
      ['JAN', 'Peeters', '', 'Jan@Example.be', '050 11 22 33'],
      ['Marie', 'Claes', '05/05/1975', 'marie.claes@example.be', ''],
      ['Marie', 'Claes', '05/05/1975', 'mdupont@example.be', ''],
      ['Piet', 'Nieuw', '', 'piet@example.be', ''],
      ['Piet', 'Nieuw', '', 'PIET@example.be', '09 123'],
      ['An', 'Peeters', '02/02/2002', 'jan@example.be', ''],
    ]);
    const file = await uploaded(admin, data, 'conflict.csv');
    const before = membersNow();
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.rows).toEqual([
      {
        row: 2,
        name: 'JAN Peeters',
        status: 'updated',
        memberId: jan.id,
        changes: [
          { field: 'firstName', before: 'Jan', after: 'JAN' },
          { field: 'email', before: 'jan@example.be', after: 'Jan@Example.be' },
          { field: 'phoneNumber', before: '(leeg)', after: '050 11 22 33' },
        ],
      },
      {
        row: 3,
        name: 'Marie Claes',
        status: 'updated',
        memberId: marie.id,
        changes: [{ field: 'email', before: 'marie@example.be', after: 'marie.claes@example.be' }],
      },
      {
        row: 4,
        name: 'Marie Claes',
        status: 'skipped',
        reason:
          'Het e-mailadres mdupont@example.be hoort bij Marie Dupont, maar naam en geboortedatum bij Marie Claes.',
      },
      { row: 5, name: 'Piet Nieuw', status: 'new' },
      { row: 6, name: 'Piet Nieuw', status: 'skipped', reason: 'Dezelfde persoon als rij 5 van het bestand.' },
      {
        row: 7,
        name: 'An Peeters',
        status: 'new',
        reason: 'Nieuw lid; het e-mailadres wordt ook gebruikt door Jan Peeters.',
      },
    ]);
    expect(plan.counts).toEqual({ new: 2, updated: 2, unchanged: 0, skipped: 2 });
    // Nothing is written before the confirmation.
    expect(membersNow()).toEqual(before);
    expect(server.store.memberImports.size).toBe(0);
  });

  it('a row the same person as an earlier one by name and birth date is skipped, also when it matches no member', async () => {
    const admin = await start();
    const data = windows1252Csv([
      ['Voornaam', 'Achternaam', 'Geboortedatum'],
      ['Els', 'Wouters', '1990-10-10'],
      ['els', 'WOUTERS', '10/10/1990'],
    ]);
    const file = await uploaded(admin, data, 'dubbel.csv');
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.rows.map((row) => [row.status, row.reason])).toEqual([
      ['new', undefined],
      ['skipped', 'Dezelfde persoon als rij 2 van het bestand.'],
    ]);
  });
});

describe("member import: an administrator's e-mail address", () => {
  it('is never changed by an import: the row is skipped with the reason, while the same change to a member goes through', async () => {
    const admin = await start();
    const other = await createAdmin(server, { email: 'penning@example.be', firstName: 'Rita' });
    await server.store.members.update(other.memberId, (member) => ({
      ...member,
      lastName: 'Claes',
      dateOfBirth: '1970-03-04',
    }));
    await makeMember(server.store, {
      firstName: 'Jef',
      lastName: 'Maes',
      dateOfBirth: '1980-05-06',
      email: 'jef@example.be',
    });
    const data = windows1252Csv([
      ['Voornaam', 'Achternaam', 'Geboortedatum', 'E-mail'],
      ['Rita', 'Claes', '1970-03-04', 'overgenomen@example.be'],
      ['Jef', 'Maes', '1980-05-06', 'jef.nieuw@example.be'],
    ]);
    const file = await uploaded(admin, data, 'adressen.csv');
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.rows.map((row) => [row.name, row.status, row.reason])).toEqual([
      [
        'Rita Claes',
        'skipped',
        'Dit lid is beheerder: zijn e-mailadres is zijn aanmelding en wordt niet via een import gewijzigd. ' +
          'Pas het aan in de ledenlijst.',
      ],
      ['Jef Maes', 'updated', undefined],
    ]);
    expect((await confirmAnswer(admin, file.token, file.mapping, plan.planKey)).status).toBe(201);
    expect(server.store.members.get(other.memberId)?.email).toBe('penning@example.be');
    expect(server.store.members.find((member) => member.firstName === 'Jef')?.email).toBe('jef.nieuw@example.be');
  });
});
