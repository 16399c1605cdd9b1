import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { Answer, ErrorAnswer } from '../helpers/answers';
import { jpeg, makeMember } from '../helpers/factories';
import {
  confirmAnswer,
  dryRun,
  dryRunAnswer,
  uploaded,
  uploadFile,
  windows1252Csv,
  xlsxOf,
} from '../helpers/member-import';
import { zipFile } from '../helpers/zip-file';

let server: TestServer;
afterEach(() => server?.close());

let clock = new Date('2026-03-01T10:00:00Z');

async function start(): Promise<AdminSession> {
  clock = new Date('2026-03-01T10:00:00Z');
  server = await startTestServer({ now: () => clock });
  return createAdmin(server, { email: 'secretaris@example.be' });
}

function expectRefused(answer: Answer, status: number, message: string) {
  expect(answer.status, answer.text).toBe(status);
  expect((answer.json as ErrorAnswer).message).toBe(message);
}

/** A refused file leaves nothing behind: no member, no import in the history. */
function expectNothingWritten(membersRevision: number) {
  expect(server.store.members.revision).toBe(membersRevision);
  expect(server.store.memberImports.size).toBe(0);
}

const header = ['Voornaam', 'Achternaam', 'Opmerkingen'];
const csvRows = (count: number) => Array.from({ length: count }, (_, i) => [`Lid${i}`, 'Veel', '']);
const notASpreadsheet =
  'Dit bestand is geen Excel-bestand (.xlsx) of CSV-bestand. Bewaar de lijst in Excel als .xlsx of als CSV en probeer het opnieuw.';

describe('member import: the bounds of an upload, each with its Dutch message', () => {
  it('refuses a file over 5 MB with 413', async () => {
    const admin = await start();
    const revision = server.store.members.revision;
    const big = 'Voornaam;Achternaam\n' + 'Jan;Peeters\n'.repeat(Math.ceil((5 * 1024 * 1024) / 12));
    expectRefused(await uploadFile(admin, big, 'groot.csv'), 413, 'Het bestand is te groot (maximaal 5 MB).');
    expectNothingWritten(revision);
  });

  it('refuses more than 10,000 rows with 413, in a CSV and in an .xlsx', async () => {
    const admin = await start();
    const tooMany = 'Het bestand heeft te veel rijen (maximaal 10.000).';
    expectRefused(await uploadFile(admin, windows1252Csv([header, ...csvRows(10_001)]), 'veel.csv'), 413, tooMany);
    expectRefused(await uploadFile(admin, await xlsxOf([header, ...csvRows(10_001)]), 'veel.xlsx'), 413, tooMany);
    // Exactly the most is taken.
    expect((await uploaded(admin, windows1252Csv([header, ...csvRows(10_000)]), 'net.csv')).rowCount).toBe(10_000);
  });

  it('refuses more than 60 columns, a cell over 5,000 characters and a column name over 200, naming the cell', async () => {
    const admin = await start();
    const wide = [Array.from({ length: 61 }, (_, i) => `Kolom ${i + 1}`)];
    expectRefused(
      await uploadFile(admin, windows1252Csv(wide), 'breed.csv'),
      400,
      'Het bestand heeft te veel kolommen (maximaal 60).',
    );
    const longCell = [header, ['Jan', 'Peeters', ''], ['An', 'Claes', 'x'.repeat(5001)]];
    expectRefused(
      await uploadFile(admin, await xlsxOf(longCell), 'lang.xlsx'),
      400,
      'Cel C3 is te lang (maximaal 5.000 tekens).',
    );
    expectRefused(
      await uploadFile(
        admin,
        windows1252Csv([
          ['Voornaam', 'n'.repeat(201)],
          ['Jan', 'x'],
        ]),
        'kop.csv',
      ),
      400,
      'De kolomnaam in cel B1 is te lang (maximaal 200 tekens).',
    );
  });

  it('holds each mapped cell to its field: a row with a first name over 100 characters is skipped', async () => {
    const admin = await start();
    const file = await uploaded(admin, windows1252Csv([header, ['J'.repeat(101), 'Peeters', '']]), 'naam.csv');
    const plan = await dryRun(admin, file.token, file.mapping);
    expect(plan.rows).toEqual([
      {
        row: 2,
        name: `${'J'.repeat(101)} Peeters`,
        status: 'skipped',
        reason: 'Voornaam is te lang (maximaal 100 tekens).',
      },
    ]);
  });

  it('checks the content, not the name: a photo, an old .xls, a zip that is no workbook and an empty file are refused with 415', async () => {
    const admin = await start();
    const revision = server.store.members.revision;
    const oldXls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    const document = zipFile([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    for (const [data, name] of [
      [await jpeg(20, 20), 'leden.xlsx'],
      [oldXls, 'leden.xls'],
      [document, 'leden.xlsx'],
      [Buffer.alloc(0), 'leeg.csv'],
    ] as const) {
      expectRefused(await uploadFile(admin, data, name), 415, notASpreadsheet);
    }
    expectRefused(
      await uploadFile(admin, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]), 'kapot.xlsx'),
      400,
      'Dit Excel-bestand kan niet gelezen worden. Bewaar het opnieuw als .xlsx en probeer nog eens.',
    );
    expectNothingWritten(revision);
  });

  it('refuses an .xlsx that unpacks to more than 50 MB before reading its XML', async () => {
    const admin = await start();
    const bomb = zipFile([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 32) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expectRefused(
      await uploadFile(admin, bomb, 'klein.xlsx'),
      413,
      'Het Excel-bestand is uitgepakt te groot om in te lezen (maximaal 50 MB).',
    );
  });

  it('refuses an upload without a file, with an empty sheet or with a file in another field', async () => {
    const admin = await start();
    expectRefused(
      await admin.request('/admin/api/member-imports/upload', { method: 'POST', body: { file: 'leden.csv' } }),
      400,
      'Kies een bestand (.xlsx of .csv) in het veld "file".',
    );
    expectRefused(
      await uploadFile(admin, 'Voornaam;Achternaam\n;;\n', 'leeg.csv'),
      400,
      'Het bestand bevat geen rijen. De eerste rij moet de kolomnamen bevatten.',
    );
    expectRefused(await uploadFile(admin, 'a;b\n1;2\n', 'x.csv', 'bestand'), 400, 'Onverwacht bestandsveld "bestand".');
  });
});

describe('member import: the mapping and the uploaded file', () => {
  it('refuses a mapping without the names, with a field twice, of another length or with an unknown field', async () => {
    const admin = await start();
    const file = await uploaded(admin, windows1252Csv([header, ['Jan', 'Peeters', '']]), 'leden.csv');
    expectRefused(
      await dryRunAnswer(admin, file.token, [null, 'lastName', 'comments']),
      400,
      'Koppel minstens een kolom aan Voornaam en een kolom aan Achternaam.',
    );
    expectRefused(
      await dryRunAnswer(admin, file.token, ['firstName', 'lastName', 'firstName']),
      400,
      'Voornaam is aan meer dan één kolom gekoppeld.',
    );
    expectRefused(
      await dryRunAnswer(admin, file.token, ['firstName', 'lastName']),
      400,
      'De koppeling moet precies één keuze per kolom hebben.',
    );
    const unknown = await admin.request('/admin/api/member-imports/dry-run', {
      method: 'POST',
      body: { token: file.token, mapping: ['firstName', 'lastName', 'password'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('keeps the file for 30 minutes, for the admin who uploaded it only', async () => {
    const admin = await start();
    const other = await createAdmin(server, { email: 'penning@example.be' });
    const file = await uploaded(admin, windows1252Csv([header, ['Jan', 'Peeters', '']]), 'leden.csv');
    const gone = 'Dit bestand is niet meer beschikbaar (het wordt 30 minuten bewaard). Laad het opnieuw op.';
    expectRefused(await dryRunAnswer(other, file.token, file.mapping), 410, gone);
    expectRefused(await dryRunAnswer(admin, 'geen-token', file.mapping), 410, gone);
    clock = new Date(clock.getTime() + 29 * 60 * 1000);
    expect((await dryRunAnswer(admin, file.token, file.mapping)).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    expectRefused(await dryRunAnswer(admin, file.token, file.mapping), 410, gone);
  });

  it('a confirmation needs its dry run, and a file is imported once', async () => {
    const admin = await start();
    await makeMember(server.store, { firstName: 'Al', lastName: 'Aanwezig' });
    const file = await uploaded(admin, windows1252Csv([header, ['Jan', 'Nieuwkomer', '']]), 'leden.csv');
    expectRefused(
      await confirmAnswer(admin, file.token, file.mapping),
      400,
      'Bekijk eerst de proefrun; de bevestiging noemt de proefrun die je bevestigt (planKey).',
    );
    const plan = await dryRun(admin, file.token, file.mapping);
    expect((await confirmAnswer(admin, file.token, file.mapping, plan.planKey)).status).toBe(201);
    expect((await confirmAnswer(admin, file.token, file.mapping, plan.planKey)).status).toBe(410);
    expect(server.store.members.filter((member) => member.lastName === 'Nieuwkomer')).toHaveLength(1);
  });
});
