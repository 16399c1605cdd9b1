import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberImportSummary, MemberRecord } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { Answer, ErrorAnswer } from '../helpers/answers';
import { makeMember } from '../helpers/factories';
import { confirmAnswer, dryRun, importFile, importPaths, uploaded, windows1252Csv } from '../helpers/member-import';

let server: TestServer;
afterEach(() => server?.close());

async function start(): Promise<AdminSession> {
  server = await startTestServer();
  return createAdmin(server, { email: 'secretaris@example.be', firstName: 'Sofie' });
}

function expectRefused(answer: Answer, status: number, message: string) {
  expect(answer.status, answer.text).toBe(status);
  expect((answer.json as ErrorAnswer).message).toBe(message);
}

const membersNow = () => structuredClone(server.store.members.all()) as MemberRecord[];

/** Two members: Jan, whom the file updates, and Els, whom it leaves alone. */
async function withMembers() {
  const jan = await makeMember(server.store, {
    firstName: 'Jan',
    lastName: 'Peeters',
    email: 'jan@example.be',
    phoneNumber: '050 11 11 11',
    address: {
      street: 'Markt',
      houseNumber: '1',
      busNumber: null,
      city: 'Brugge',
      postalCode: '8000',
      country: 'België',
    },
  });
  const els = await makeMember(server.store, { firstName: 'Els', lastName: 'Wouters', email: 'els@example.be' });
  return { jan, els };
}

/** A file that updates Jan (phone, city, paid) and brings two new members. */
const file = windows1252Csv([
  ['Voornaam', 'Achternaam', 'E-mail', 'Telefoon', 'Gemeente', 'Betaald'],
  ['Jan', 'Peeters', 'jan@example.be', '0470 99 99 99', 'Damme', 'ja'],
  ['Lotte', 'Nieuw', 'lotte@example.be', '', 'Oostkamp', 'nee'],
  ['Wim', 'Nieuw', '', '', '', ''],
]);

describe('member import: confirm', () => {
  it('writes the new and changed members at once and keeps the import in the history', async () => {
    const admin = await start();
    const { jan, els } = await withMembers();
    const revision = server.store.members.revision;
    const upload = await uploaded(admin, file, 'leden.csv');
    const plan = await dryRun(admin, upload.token, upload.mapping);
    expect(plan.rows.find((row) => row.memberId === jan.id)?.changes).toEqual([
      { field: 'phoneNumber', before: '050 11 11 11', after: '0470 99 99 99' },
      { field: 'city', before: 'Brugge', after: 'Damme' },
      { field: 'paid', before: 'nee', after: 'ja' },
    ]);
    const answer = await confirmAnswer(admin, upload.token, upload.mapping, plan.planKey);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toEqual({
      id: 1,
      version: 1,
      importedAt: expect.any(String),
      importedBy: 'Sofie Peeters',
      fileName: 'leden.csv',
      counts: { created: 2, updated: 1, unchanged: 0, skipped: 0 },
      undoneAt: null,
    });
    // One durable write of the members.
    expect(server.store.members.revision).toBe(revision + 1);
    expect(server.store.members.get(jan.id)).toMatchObject({
      version: 2,
      phoneNumber: '0470 99 99 99',
      paid: true,
      address: { street: 'Markt', city: 'Damme', postalCode: '8000' },
    });
    expect(server.store.members.get(els.id)).toEqual(els);
    expect(server.store.members.filter((member) => member.lastName === 'Nieuw').map((m) => m.firstName)).toEqual([
      'Lotte',
      'Wim',
    ]);
    const history = await admin.request(importPaths.list);
    expect(history.json).toEqual([answer.json]);
  });

  it('refuses with 409 and writes nothing when a member changed between the dry run and the confirmation', async () => {
    const admin = await start();
    const { jan } = await withMembers();
    const upload = await uploaded(admin, file, 'leden.csv');
    const plan = await dryRun(admin, upload.token, upload.mapping);
    await admin.request(`/admin/api/members/${jan.id}`, { method: 'PUT', body: { comments: 'Net gebeld.' } });
    const before = membersNow();

    expectRefused(
      await confirmAnswer(admin, upload.token, upload.mapping, plan.planKey),
      409,
      'De leden zijn gewijzigd sinds de proefrun. Bekijk de proefrun opnieuw voor je importeert.',
    );
    expect(membersNow()).toEqual(before);
    expect(server.store.memberImports.size).toBe(0);
    // A new dry run confirms.
    const again = await dryRun(admin, upload.token, upload.mapping);
    expect((await confirmAnswer(admin, upload.token, upload.mapping, again.planKey)).status).toBe(201);
  });

  it('keeps nothing when the write of the members fails on disk, and the same dry run confirms afterwards', async () => {
    const admin = await start();
    await withMembers();
    const upload = await uploaded(admin, file, 'leden.csv');
    const plan = await dryRun(admin, upload.token, upload.mapping);
    const before = membersNow();
    const onDisk = await readFile(path.join(server.config.dataDir, 'members.json'), 'utf8');
    // A folder where the file goes: the rename of the written file over it fails.
    const membersFile = path.join(server.config.dataDir, 'members.json');
    await rm(membersFile);
    await mkdir(path.join(membersFile, 'in-de-weg'), { recursive: true });

    const failed = await confirmAnswer(admin, upload.token, upload.mapping, plan.planKey);
    expect(failed.status).toBe(500);
    expect(membersNow()).toEqual(before);
    expect(server.store.memberImports.size).toBe(0);

    await rm(membersFile, { recursive: true });
    await writeFile(membersFile, onDisk);
    const confirmed = await confirmAnswer(admin, upload.token, upload.mapping, plan.planKey);
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(server.store.members.size).toBe(before.length + 2);
  });

  it('remembers the mapping of the last import for the next file with the same columns', async () => {
    const admin = await start();
    const rows = [
      ['Voornaam', 'Achternaam', 'Extra info', 'Telefoon'],
      ['Jan', 'Vermeulen', 'Komt met de fiets', '050 12 34 56'],
    ];
    const first = await uploaded(admin, windows1252Csv(rows), 'leden.csv');
    expect(first.mapping).toEqual(['firstName', 'lastName', null, 'phoneNumber']);
    expect(first.remembered).toBe(false);
    await importFile(admin, windows1252Csv(rows), 'leden.csv', () => ['firstName', 'lastName', 'comments', null]);

    const next = await uploaded(admin, windows1252Csv(rows), 'leden-juni.csv');
    expect(next.mapping).toEqual(['firstName', 'lastName', 'comments', null]);
    expect(next.remembered).toBe(true);
    expect(next.columns[2]).toEqual({ header: 'Extra info', field: 'comments', examples: ['Komt met de fiets'] });
  });
});

describe('member import: undo', () => {
  it('removes the members it made and puts back the fields it changed, in one write; not twice', async () => {
    const admin = await start();
    const { jan } = await withMembers();
    const before = membersNow();
    const { summary } = await importFile(admin, file, 'leden.csv');
    const revision = server.store.members.revision;

    const undone = await admin.request(importPaths.undo(summary.id), { method: 'POST' });
    expect(undone.status, undone.text).toBe(200);
    expect((undone.json as MemberImportSummary).undoneAt).toEqual(expect.any(String));
    expect(server.store.members.revision).toBe(revision + 1);
    const after = membersNow();
    expect(after.map((member) => member.id)).toEqual(before.map((member) => member.id));
    const { version, updatedAt, ...restored } = after.find((member) => member.id === jan.id)!;
    const { version: oldVersion, updatedAt: _old, ...original } = before.find((member) => member.id === jan.id)!;
    expect(restored).toEqual(original);
    expect(version).toBe(oldVersion + 2);
    expect(updatedAt).toEqual(expect.any(String));

    expectRefused(
      await admin.request(importPaths.undo(summary.id), { method: 'POST' }),
      409,
      'Deze import werd al ongedaan gemaakt.',
    );
    expectRefused(await admin.request(importPaths.undo(99), { method: 'POST' }), 404, 'Deze import bestaat niet.');
  });

  it('is refused, naming them, when a member it touched was changed or deleted since; nothing changes', async () => {
    const admin = await start();
    const { jan } = await withMembers();
    const { summary } = await importFile(admin, file, 'leden.csv');
    const edited = await admin.request(`/admin/api/members/${jan.id}`, {
      method: 'PUT',
      body: { comments: 'Later bijgewerkt.' },
    });
    expect(edited.status).toBe(200);
    const wim = server.store.members.find((member) => member.firstName === 'Wim')!;
    expect((await admin.request(`/admin/api/members/${wim.id}`, { method: 'DELETE' })).status).toBe(204);
    const before = membersNow();

    expectRefused(
      await admin.request(importPaths.undo(summary.id), { method: 'POST' }),
      409,
      `Deze import kan niet meer ongedaan gemaakt worden: deze leden werden sindsdien gewijzigd of verwijderd: het verwijderde lid nr. ${wim.id}, Jan Peeters.`,
    );
    expect(membersNow()).toEqual(before);
    expect(server.store.memberImports.get(summary.id)?.undoneAt).toBeNull();
  });

  it('a later import over the same members must be undone first', async () => {
    const admin = await start();
    await withMembers();
    const { summary: first } = await importFile(admin, file, 'leden.csv');
    const again = windows1252Csv([
      ['Voornaam', 'Achternaam', 'E-mail', 'Telefoon'],
      ['Lotte', 'Nieuw', 'lotte@example.be', '0499 00 00 00'],
    ]);
    const { summary: second } = await importFile(admin, again, 'aanvulling.csv');
    expect((await admin.request(importPaths.undo(first.id), { method: 'POST' })).status).toBe(409);
    expect((await admin.request(importPaths.undo(second.id), { method: 'POST' })).status).toBe(200);
    expect((await admin.request(importPaths.undo(first.id), { method: 'POST' })).status).toBe(200);
    expect(server.store.members.filter((member) => member.lastName === 'Nieuw')).toEqual([]);
  });
});
