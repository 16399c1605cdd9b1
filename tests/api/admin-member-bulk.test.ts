import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberMailingProgress } from '../../server/contracts';
import { setPassword } from '../../server/auth/admins';
import { startSession } from '../../server/auth/sessions';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { memberExportHeaders } from '../fixtures/member-export';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

let server: TestServer;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  await smtp?.close();
  smtp = undefined;
});

/** Six members besides the admin (Beheerder Peeters): two helpers, one inactive, one demoted admin. */
async function club(env: Record<string, string> = {}) {
  server = await startTestServer({ env });
  const admin = await createAdmin(server);
  const [an, bert, carla, dirk, els, fien] = await server.store.members.createMany([
    { firstName: 'An', lastName: 'Aerts', email: 'an@example.be' },
    { firstName: 'Bert', lastName: 'Baert', role: 'AID', active: false },
    { firstName: 'Carla', lastName: 'Claes', role: 'AID', email: 'carla@example.be' },
    { firstName: 'Dirk', lastName: 'Desmet', paid: true },
    { firstName: 'Els', lastName: 'Engels', role: 'BOARDMEMBER', active: false },
    { firstName: 'Fien', lastName: 'Fobe', email: 'fien@example.be' },
  ]);
  if (!an || !bert || !carla || !dirk || !els || !fien) throw new Error('the club was not made');
  return { admin, an, bert, carla, dirk, els, fien };
}

const bulk = (admin: AdminSession, body: unknown, headers: Record<string, string> = {}) =>
  admin.request('/admin/api/members/bulk', { method: 'POST', body, headers });

const stored = (id: number) => server.store.members.get(id);

describe('admin member bulk actions', () => {
  it('sets active and inactive in one write; a member that had it already keeps its version', async () => {
    const { admin, an, bert, carla } = await club();
    const revision = server.store.members.revision;
    const answer = await bulk(admin, { action: 'deactivate', selection: { ids: [an.id, bert.id, carla.id] } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ action: 'deactivate', count: 3, message: '3 leden op niet-actief gezet.' });
    expect(server.store.members.revision).toBe(revision + 1);
    expect([an, bert, carla].map((m) => stored(m.id)?.active)).toEqual([false, false, false]);
    expect(stored(an.id)?.version).toBe(an.version + 1);
    // Bert was inactive already: not written again, so an open form of his is no conflict.
    expect(stored(bert.id)?.version).toBe(bert.version);

    const back = await bulk(admin, { action: 'activate', selection: { ids: [bert.id] } });
    expect(back.json).toEqual({ action: 'activate', count: 1, message: '1 lid op actief gezet.' });
    expect(stored(bert.id)?.active).toBe(true);
  });

  it('sets a role on every member that matches a filter at the moment of the request', async () => {
    const { admin, bert, carla, dirk } = await club();
    const before = server.store.members.all().filter((m) => m.role !== 'AID');
    const answer = await bulk(admin, {
      action: 'setRole',
      role: 'helpingmember',
      selection: { filter: { role: 'AID' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      action: 'setRole',
      count: 2,
      role: 'HELPINGMEMBER',
      message: '2 leden kregen de rol Helpend Lid.',
    });
    expect([bert, carla].map((m) => stored(m.id)?.role)).toEqual(['HELPINGMEMBER', 'HELPINGMEMBER']);
    // Everyone else as they were, version and all.
    for (const member of before) expect(stored(member.id)).toEqual(member);

    // A combined filter, the search included.
    const combined = await bulk(admin, {
      action: 'deactivate',
      selection: { filter: { paid: 'true', q: 'desmet', active: 'true' } },
    });
    expect(combined.json).toMatchObject({ count: 1 });
    expect(stored(dirk.id)?.active).toBe(false);
  });

  it('deletes the selection with their sign-in, in one write of the members', async () => {
    const { admin, an, fien } = await club();
    // A former admin keeps a credential without rights, and may still hold a session of before.
    await setPassword(server.store, fien.id, 'een-oud-wachtwoord', { admin: false });
    await startSession(server.store, fien.id, new Date());
    const revision = server.store.members.revision;
    const answer = await bulk(admin, { action: 'delete', selection: { ids: [an.id, fien.id] } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ action: 'delete', count: 2, message: '2 leden verwijderd.' });
    expect(server.store.members.revision).toBe(revision + 1);
    expect(stored(an.id)).toBeUndefined();
    expect(stored(fien.id)).toBeUndefined();
    expect(server.store.credentials.all().some((c) => c.memberId === fien.id)).toBe(false);
    expect(server.store.sessions.all().some((s) => s.memberId === fien.id)).toBe(false);
    expect((await admin.request('/admin/api/me')).status).toBe(200);
  });

  it('refuses the whole selection when one member is refused, and writes nothing', async () => {
    const { admin, an, carla } = await club();
    const other = await createAdmin(server, { email: 'tweede@example.be', firstName: 'Greet' });
    const snapshot = () =>
      JSON.stringify([server.store.members.all(), server.store.credentials.all(), server.store.sessions.all()]);
    const before = snapshot();

    const withAdmin = await bulk(admin, { action: 'delete', selection: { ids: [an.id, other.memberId, carla.id] } });
    expect(withAdmin.status).toBe(409);
    expect(withAdmin.json).toEqual({
      message:
        'Beheerders worden niet samen met andere leden verwijderd: Greet Peeters. Haal ze uit de selectie, of neem eerst hun adminrechten af.',
    });
    const self = await bulk(admin, { action: 'delete', selection: { filter: { q: 'peeters' } } });
    expect(self.status).toBe(409);
    expect(self.json).toEqual({ message: 'Je kunt jezelf niet verwijderen: haal jezelf uit de selectie.' });
    // A member deleted meanwhile: the list the admin chose from is old.
    const gone = await bulk(admin, { action: 'activate', selection: { ids: [an.id, 99_999] } });
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ message: 'Een van de gekozen leden bestaat niet meer. Laad de lijst opnieuw.' });
    const nobody = await bulk(admin, { action: 'setRole', role: 'AID', selection: { filter: { q: 'niemand' } } });
    expect(nobody.status).toBe(409);
    expect(nobody.json).toEqual({ message: 'Geen enkel lid voldoet aan deze selectie.' });
    expect(snapshot()).toBe(before);
  });

  it('refuses a bad request with a Dutch message at its field', async () => {
    const { admin, an } = await club();
    const revision = server.store.members.revision;
    const cases: [unknown, Record<string, string>][] = [
      [{ action: 'archive', selection: { ids: [an.id] } }, { action: 'Onbekende actie.' }],
      [{ action: 'setRole', selection: { ids: [an.id] } }, { role: 'Kies de nieuwe rol.' }],
      [{ action: 'setRole', role: 'voorzitter', selection: { ids: [an.id] } }, { role: 'Onbekende rol.' }],
      [{ action: 'delete', selection: {} }, { selection: 'Kies de leden: { "ids": [...] } of { "filter": {...} }.' }],
      [
        { action: 'delete', selection: { ids: [an.id], filter: {} } },
        { selection: 'Kies de leden: { "ids": [...] } of { "filter": {...} }.' },
      ],
      // A misspelled filter must not select every member.
      [
        { action: 'delete', selection: { filter: { actief: 'false' } } },
        { 'selection.filter': 'Onbekende filter: actief.' },
      ],
      [
        { action: 'delete', selection: { filter: { active: false } } },
        { 'selection.filter.active': "De filter 'actief' moet true of false zijn." },
      ],
      [
        { action: 'activate', selection: { ids: Array.from({ length: 20_001 }, (_, i) => i + 1) } },
        { 'selection.ids': 'De selectie heeft te veel leden (maximaal 20.000).' },
      ],
      [{ action: 'activate', selection: { ids: ['1'] } }, { 'selection.ids.0': expect.any(String) as string }],
    ];
    for (const [body, errors] of cases) {
      const answer = await bulk(admin, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json).toEqual({ message: 'Controleer de ingevulde velden.', errors });
    }
    expect(server.store.members.revision).toBe(revision);
  });
});

describe('admin member bulk: the selection as an Excel file', () => {
  async function rowsOf(body: ArrayBuffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  const exportSelection = (admin: AdminSession, selection: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/admin/api/members/bulk/excel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ selection }),
    });

  it('exports the chosen members, or those matching a filter, with the export headers and "Lid sinds"', async () => {
    const { admin, an, carla, fien } = await club();
    await server.store.members.update(carla.id, (current) => ({ ...current, memberSince: '2021-03-04' }));

    const chosen = await exportSelection(admin, { ids: [fien.id, an.id, carla.id] });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('content-type')).toContain('spreadsheetml');
    expect(chosen.headers.get('content-disposition')).toMatch(/attachment; filename="leden-selectie\.xlsx"/);
    expect(chosen.headers.get('cache-control')).toBe('no-store');
    const rows = await rowsOf(await chosen.arrayBuffer());
    expect(rows[0]).toEqual(memberExportHeaders);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Fien', 'An', 'Carla']);
    const since = rows[3]?.[memberExportHeaders.indexOf('Lid sinds')];
    expect((since as Date).toISOString().slice(0, 10)).toBe('2021-03-04');

    // A filter, and an Idempotency-Key as the outbox sends with writes: the file is made, nothing kept.
    const kept = server.store.idempotency.size;
    const filtered = await exportSelection(
      admin,
      { filter: { role: 'AID', active: 'true' } },
      { 'Idempotency-Key': 'x1' },
    );
    expect(filtered.status).toBe(200);
    expect((await rowsOf(await filtered.arrayBuffer())).slice(1).map((row) => row[0])).toEqual(['Carla']);
    expect(server.store.idempotency.size).toBe(kept);

    const refused = await exportSelection(admin, { filter: { paid: 'ja' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Controleer de ingevulde velden.',
      errors: { 'selection.filter.paid': "De filter 'betaald' moet true of false zijn." },
    });
    const anonymous = await fetch(`${server.url}/admin/api/members/bulk/excel`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('exports the list with its filters, every page of them', async () => {
    const { admin } = await club();
    const answer = await fetch(`${server.url}/admin/api/members/export/excel?active=false&page=1&size=1`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(answer.status).toBe(200);
    const rows = await rowsOf(await answer.arrayBuffer());
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Bert', 'Els']);
  });
});

describe('admin member bulk: a mail to the selection', () => {
  const message =
    '<p>Beste leden, de <strong>jaarvergadering</strong> is op 3 maart. Zie <a href="/info/vergadering">de info</a>.</p>' +
    '<script>alert(1)</script><p onclick="x()">Tot dan!</p>';

  const startMail = (admin: AdminSession, body: unknown) =>
    admin.request('/admin/api/members/mailings', { method: 'POST', body });
  const progressOf = async (admin: AdminSession, id: number) => {
    const answer = await admin.request(`/admin/api/members/mailings/${id}`);
    expect(answer.status).toBe(200);
    return answer.json as MemberMailingProgress;
  };

  it('mails the members with an address through the queue, names the skipped, and shows its progress and failure', async () => {
    smtp = await startSmtpServer({ rejectWith: (mail) => (mail.envelopeTo.includes('fien@example.be') ? 550 : null) });
    const { admin, an, bert, carla, dirk, fien } = await club({
      SMTP_URL: smtp.smtpUrl,
      CLUB_EMAIL: 'secretariaat@example.be',
      PUBLIC_URL: 'https://club.example',
    });
    // Dirk shares Carla's address (a family): one mail to it.
    await server.store.members.update(dirk.id, (current) => ({ ...current, email: 'CARLA@example.be' }));
    // Held until the progress was read while it runs.
    await server.services.mail.stop();

    const started = await startMail(admin, {
      subject: 'Jaarvergadering',
      message,
      selection: { ids: [an.id, bert.id, carla.id, dirk.id, fien.id] },
    });
    expect(started.status).toBe(201);
    const running = started.json as MemberMailingProgress;
    expect(running).toMatchObject({
      subject: 'Jaarvergadering',
      recipientCount: 3,
      sent: 0,
      pending: 3,
      failed: 0,
      done: false,
      failures: [],
      skippedCount: 2,
    });
    expect(running.skipped).toEqual([
      { memberId: bert.id, name: 'Bert Baert', reason: 'noEmail' },
      { memberId: dirk.id, name: 'Dirk Desmet', reason: 'sharedEmail' },
    ]);
    // Composed when it goes out: the queue keeps no copy of the mail per member.
    const entries = server.store.mail.all().filter((entry) => entry.mailingId === running.id);
    expect(entries.map((entry) => [entry.kind, entry.memberId, entry.message])).toEqual([
      ['member-mail', an.id, null],
      ['member-mail', carla.id, null],
      ['member-mail', fien.id, null],
    ]);
    expect(await progressOf(admin, running.id)).toEqual(running);

    server.services.mail.start();
    await smtp.waitFor(2);
    await server.services.mail.idle();
    const finished = await progressOf(admin, running.id);
    expect(finished).toMatchObject({ recipientCount: 3, sent: 2, pending: 0, failed: 1, done: true });
    expect(finished.failures).toEqual([
      {
        memberId: fien.id,
        name: 'Fien Fobe',
        email: 'fien@example.be',
        error: 'De mailserver weigerde deze e-mail (code 550).',
      },
    ]);

    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['an@example.be'], ['carla@example.be']]);
    const [mail] = smtp.received;
    expect(mail?.parsed.subject).toBe('Jaarvergadering');
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe('secretariaat@example.be');
    const html = String(mail?.parsed.html);
    expect(html).toContain('<strong>jaarvergadering</strong>');
    expect(html).toContain('href="https://club.example/info/vergadering"');
    expect(html).not.toMatch(/<script|onclick|alert/);
    expect(mail?.parsed.text).toContain('Beste leden, de jaarvergadering is op 3 maart.');
    // The same mail for all: no link with a token, no unsubscribe code, no secret of any kind.
    const raw = smtp.received.map((received) => received.raw.toString()).join('\n');
    expect(raw).not.toMatch(/token|code=|memberId|unsubscribe|uitschrijven|wachtwoord/i);
    expect(raw).not.toContain(server.services.secrets.unsubscribe.toString('hex'));
  });

  it('sends to every member of a filter; a member deleted before the send is named with the reason', async () => {
    smtp = await startSmtpServer();
    const { admin, carla } = await club({ SMTP_URL: smtp.smtpUrl });
    await server.services.mail.stop();
    const started = await startMail(admin, {
      subject: 'Voor wie actief is',
      message: '<p>Hallo</p>',
      selection: { filter: { active: 'true', hasEmail: 'true', q: 'a' } },
    });
    expect(started.status).toBe(201);
    const { id, recipientCount, skippedCount } = started.json as MemberMailingProgress;
    // An Aerts and Carla Claes (Bert is inactive, Dirk has no address, no a in Fien Fobe nor the admin).
    expect([recipientCount, skippedCount]).toEqual([2, 0]);
    await server.store.members.remove(carla.id);
    server.services.mail.start();
    await smtp.waitFor(1);
    await server.services.mail.idle();
    const finished = await progressOf(admin, id);
    expect(finished).toMatchObject({ sent: 1, failed: 1, done: true });
    expect(finished.failures).toEqual([
      {
        memberId: carla.id,
        name: 'Verwijderd lid',
        email: null,
        error: 'Niet verzonden: het lid is intussen verwijderd of heeft geen e-mailadres meer.',
      },
    ]);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['an@example.be']]);
  });

  it('refuses a mail without subject, message or anyone to send to, and queues nothing', async () => {
    const { admin, bert, an } = await club();
    const before = JSON.stringify([server.store.mail.all(), server.store.memberMailings.all()]);
    const cases: [unknown, number, unknown][] = [
      [
        { subject: ' ', message: '<p></p>', selection: { ids: [an.id] } },
        400,
        {
          message: 'Controleer de ingevulde velden.',
          errors: { subject: 'Vul een onderwerp in.', message: 'Schrijf eerst een bericht.' },
        },
      ],
      [
        { subject: 'Regel\neen', message: '<p>x</p>', selection: { ids: [an.id] } },
        400,
        {
          message: 'Controleer de ingevulde velden.',
          errors: { subject: 'Onderwerp mag geen regeleinden of andere stuurtekens bevatten.' },
        },
      ],
      [
        { subject: 'Hallo', message: '<p>x</p>', selection: { ids: [bert.id] } },
        409,
        { message: 'Geen enkel gekozen lid heeft een e-mailadres: er is niets verstuurd.' },
      ],
      [
        { subject: 'Hallo', message: '<p>x</p>', selection: { filter: { role: 'EURAUDAX' } } },
        409,
        { message: 'Geen enkel lid voldoet aan deze selectie.' },
      ],
    ];
    for (const [body, status, answer] of cases) {
      const refused = await startMail(admin, body);
      expect(refused.status).toBe(status);
      expect(refused.json).toEqual(answer);
    }
    expect(JSON.stringify([server.store.mail.all(), server.store.memberMailings.all()])).toBe(before);
    const unknown = await admin.request('/admin/api/members/mailings/12345');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Deze e-mail aan leden bestaat niet.' });
  });
});
