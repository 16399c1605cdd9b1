import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import {
  adminApiPaths,
  type AdminRole,
  type AuditKind,
  type AuditAnswer,
  type AuditRow,
  type MemberRecord,
} from '../../server/contracts';
import { adminRouters } from '../../server/app';
import type { AppDeps } from '../../server/container';
import { authorized, createAdmin, login, type AdminSession } from '../helpers/admin';
import { quiet } from '../helpers/auth-kit';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';
import { importFile, xlsxOf } from '../helpers/member-import';
import { startServerProcess, stopServerProcess } from '../helpers/server-process';
import { putSettings } from '../helpers/settings';

let server: TestServer;
afterEach(() => server?.close());

const paths = adminApiPaths;

/** One page of the Logboek as a beheerder reads it. */
async function logbook(admin: Pick<AdminSession, 'request'>, query: Record<string, string> = {}): Promise<AuditAnswer> {
  const answer = await admin.request(`${paths.audit}?${new URLSearchParams(query)}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as AuditAnswer;
}

/** Every entry of the log, newest first, page after page. */
async function everything(
  admin: Pick<AdminSession, 'request'>,
  query: Record<string, string> = {},
): Promise<AuditRow[]> {
  const first = await logbook(admin, query);
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, index) => logbook(admin, { ...query, page: String(index + 2) })),
  );
  return [first, ...rest].flatMap((page) => page.entries);
}

/** The raw text of every file under DATA_DIR/audit. */
async function rawLog(): Promise<string> {
  const folder = path.join(server.config.dataDir, 'audit');
  const names = await readdir(folder);
  return (await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))).join('');
}

/** An administrator with `role`, signed in over HTTP. */
async function adminWithRole(role: AdminRole, email: string): Promise<AdminSession> {
  const member = await makeMember(server.store, { email, firstName: 'Rol', lastName: role });
  await setPassword(server.store, member.id, 'een-goed-wachtwoord', { admin: true, role });
  return {
    memberId: member.id,
    email,
    password: 'een-goed-wachtwoord',
    token: '',
    request: authorized(server, await login(server, email, 'een-goed-wachtwoord')),
  };
}

const address = { street: 'Kerkstraat', houseNumber: '3', city: 'Aartrijke', postalCode: '8211', country: 'België' };

/** The entry that matches, with a message naming what was there when there is none. */
function entryOf(entries: AuditRow[], match: Partial<AuditRow> & { kind: AuditKind }): AuditRow {
  const found = entries.find((entry) =>
    Object.entries(match).every(
      ([key, value]) => JSON.stringify(entry[key as keyof AuditRow]) === JSON.stringify(value),
    ),
  );
  if (!found)
    throw new Error(
      `Geen entry ${JSON.stringify(match)} in ${JSON.stringify(entries.map(({ kind, action, collection }) => ({ kind, action, collection })))}`,
    );
  return found;
}

describe('the Logboek records every kind of admin work', () => {
  it('leaves an entry for each write, export, import, privacy request, backup and sign-in, by its admin', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server, { firstName: 'Greet' });
    const refused = await server.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: admin.email, password: 'niet-het-wachtwoord', recaptchaToken: '' }),
    });
    expect(refused.status).toBe(401);

    // A member: made, changed, deleted.
    const made = await admin.request(paths.members.list, {
      method: 'POST',
      body: { firstName: 'Piet', lastName: 'Maes', email: 'piet@example.be', role: 'MEMBER', address },
    });
    expect(made.status, made.text).toBe(201);
    const piet = made.json as MemberRecord;
    const changed = await admin.request(paths.members.record(piet.id), {
      method: 'PUT',
      body: { ...piet, phoneNumber: '050 12 34 56', comments: 'Nieuw' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await admin.request(paths.members.record(piet.id), { method: 'DELETE' })).status).toBeLessThan(300);

    // A walk, a page and a newsletter: each made, changed and deleted.
    const walk = await admin.request(paths.events.create, {
      method: 'POST',
      body: { name: 'Lentetocht', startDateTime: '2026-05-10T08:00', location: address },
    });
    expect(walk.status, walk.text).toBe(201);
    const walkId = (walk.json as { id: number }).id;
    expect(
      (await admin.request(paths.events.record(walkId), { method: 'PATCH', body: { distances: '6, 12 km' } })).status,
    ).toBe(200);
    expect((await admin.request(paths.events.record(walkId), { method: 'DELETE' })).status).toBeLessThan(300);
    const page = await admin.request(paths.pages.list, {
      method: 'POST',
      body: { title: 'Over ons', link: 'over-ons', contentHtml: '<p>Hallo</p>' },
    });
    expect(page.status, page.text).toBe(201);
    const pageId = (page.json as { id: number }).id;
    expect(
      (await admin.request(paths.pages.record(pageId), { method: 'PATCH', body: { title: 'Over de club' } })).status,
    ).toBe(200);
    expect((await admin.request(paths.pages.record(pageId), { method: 'DELETE' })).status).toBeLessThan(300);
    const letter = await admin.request(paths.newsletters.list, {
      method: 'POST',
      body: { title: 'Lente', intro: '<p>a</p>', blocks: [] },
    });
    expect(letter.status, letter.text).toBe(201);
    const letterId = (letter.json as { id: number }).id;
    expect(
      (
        await admin.request(paths.newsletters.record(letterId), {
          method: 'PUT',
          body: { title: 'Zomer', intro: '<p>a</p>', blocks: [] },
        })
      ).status,
    ).toBe(200);
    expect((await admin.request(paths.newsletters.record(letterId), { method: 'DELETE' })).status).toBeLessThan(300);
    await putSettings(admin, (payload) => {
      payload.club.name = 'Wandelclub De Logboekers';
    });

    // A bulk action on three members: one entry naming all three.
    const three = await Promise.all(['An', 'Bert', 'Cas'].map((firstName) => makeMember(server.store, { firstName })));
    const bulk = await admin.request(paths.members.bulk, {
      method: 'POST',
      body: { action: 'deactivate', selection: { ids: three.map((member) => member.id) } },
    });
    expect(bulk.status, bulk.text).toBe(200);

    // An import and its undo, the members' Excel, a privacy request (looked at, exported, forgotten), a backup.
    const { summary } = await importFile(
      admin,
      await xlsxOf([
        ['Voornaam', 'Naam', 'E-mail'],
        ['Dirk', 'Import', 'dirk.import@example.be'],
      ]),
      'leden.xlsx',
    );
    expect((await admin.request(paths.memberImports.undo(summary.id), { method: 'POST' })).status).toBe(200);
    expect((await admin.request(paths.members.excel)).status).toBe(200);
    const privacyOf = three[0]!;
    expect((await admin.request(paths.members.privacy(privacyOf.id))).status).toBe(200);
    expect((await admin.request(`${paths.members.privacyExport(privacyOf.id)}?format=json`)).status).toBe(200);
    const forgotten = await admin.request(paths.members.forget(privacyOf.id), {
      method: 'POST',
      headers: { 'If-Match': `"${server.store.members.get(privacyOf.id)!.version}"` },
    });
    expect(forgotten.status, forgotten.text).toBe(200);
    const backup = await admin.request(paths.backup.download);
    expect(backup.status).toBe(200);

    const entries = await everything(admin);
    const by = { actorId: admin.memberId, actorName: 'Greet Peeters' };
    entryOf(entries, { kind: 'aanmelding', ...by });
    entryOf(entries, { kind: 'aanmelding-mislukt', ...by });
    const pietMade = entryOf(entries, {
      kind: 'wijziging',
      collection: 'members',
      action: 'aangemaakt',
      recordIds: [piet.id],
      ...by,
    });
    expect(pietMade.fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'address']));
    const pietChanged = entryOf(entries, {
      kind: 'wijziging',
      collection: 'members',
      action: 'gewijzigd',
      recordIds: [piet.id],
    });
    // The names of what changed, never the bookkeeping every write changes.
    expect(pietChanged.fields).toEqual(['comments', 'phoneNumber']);
    entryOf(entries, { kind: 'wijziging', collection: 'members', action: 'verwijderd', recordIds: [piet.id] });
    for (const [collection, id] of [
      ['events', walkId],
      ['pages', pageId],
      ['newsletters', letterId],
    ] as const) {
      for (const action of ['aangemaakt', 'gewijzigd', 'verwijderd']) {
        entryOf(entries, { kind: 'wijziging', collection, action, recordIds: [id], ...by });
      }
    }
    expect(entryOf(entries, { kind: 'wijziging', collection: 'events', action: 'gewijzigd' }).fields).toEqual([
      'distances',
    ]);
    expect(entryOf(entries, { kind: 'wijziging', collection: 'settings', action: 'gewijzigd' }).fields).toEqual([
      'club',
    ]);
    const bulkEntries = entries.filter(
      (entry) => entry.collection === 'members' && entry.recordIds?.includes(three[1]!.id),
    );
    expect(bulkEntries.filter((entry) => entry.action === 'gewijzigd' && entry.recordCount === 3)).toHaveLength(1);
    entryOf(entries, {
      kind: 'import',
      action: 'import bevestigd: 1 nieuw, 0 bijgewerkt',
      collection: 'member-imports',
      recordIds: [summary.id],
    });
    entryOf(entries, { kind: 'import', action: 'import ongedaan gemaakt', recordIds: [summary.id] });
    const exported = entryOf(entries, { kind: 'export', action: 'ledenlijst als Excel gedownload' });
    expect(exported.recordCount).toBe(server.store.members.size);
    entryOf(entries, {
      kind: 'privacy',
      action: 'overzicht van een privacyverzoek bekeken',
      recordIds: [privacyOf.id],
    });
    entryOf(entries, { kind: 'privacy', action: 'gegevens van een lid gedownload (JSON)', recordIds: [privacyOf.id] });
    entryOf(entries, { kind: 'privacy', action: 'lid vergeten', recordIds: [privacyOf.id] });
    entryOf(entries, { kind: 'backup', action: 'back-up gedownload', ...by });
    // Nothing of the sign-ins' own bookkeeping: sessions and replayed answers are no admin's work.
    expect(
      entries.filter((entry) => ['sessions', 'idempotency', 'mail', 'password-links'].includes(entry.collection ?? '')),
    ).toEqual([]);
    // Newest first.
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort().reverse());
  });

  it('keeps a bulk write of many records as one entry per action, naming every record', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server);
    const many = await server.store.members.createMany(
      Array.from({ length: 1500 }, (_, index) => ({
        firstName: `Lid${index}`,
        lastName: 'Veel',
        role: 'MEMBER' as const,
      })),
    );
    const answer = await admin.request(paths.members.bulk, {
      method: 'POST',
      body: { action: 'delete', selection: { ids: many.map((member) => member.id) } },
    });
    expect(answer.status, answer.text).toBe(200);
    const removed = (await everything(admin, { kind: 'wijziging' })).filter((entry) => entry.collection === 'members');
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ action: 'verwijderd', recordCount: 1500 });
    expect(removed[0]!.recordIds).toHaveLength(20);
    const line = (await rawLog()).split('\n').find((text) => text.includes('"verwijderd"'))!;
    expect((JSON.parse(line) as { recordIds: number[] }).recordIds).toEqual(many.map((member) => member.id));
  });
});

describe('what the log never holds', () => {
  it('keeps no value of a member, only the names of the fields, through writes, exports and privacy requests', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server);
    const secrets = {
      firstName: 'Zebulonia',
      lastName: 'Quaghebeur-Xq',
      email: 'zebulonia.q7@example.be',
      phoneNumber: '0499 87 65 43',
      dateOfBirth: '1931-07-19',
      comments: 'Allergisch-voor-Wespen-Q7',
      address: {
        street: 'Zonnebloemdreef',
        houseNumber: '977',
        city: 'Oostkamp-Q',
        postalCode: '8020',
        country: 'België',
      },
    };
    const made = await admin.request(paths.members.list, { method: 'POST', body: { ...secrets, role: 'MEMBER' } });
    expect(made.status, made.text).toBe(201);
    const member = made.json as MemberRecord;
    const changed = await admin.request(paths.members.record(member.id), {
      method: 'PUT',
      body: { ...member, phoneNumber: '0477 13 57 91', comments: 'Tweede-Geheim-Q8', dateOfBirth: '1932-08-20' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await admin.request(paths.members.excel)).status).toBe(200);
    expect((await admin.request(`${paths.members.privacyExport(member.id)}?format=html`)).status).toBe(200);
    const forgotten = await admin.request(paths.members.forget(member.id), {
      method: 'POST',
      headers: { 'If-Match': `"${(changed.json as MemberRecord).version}"` },
    });
    expect(forgotten.status, forgotten.text).toBe(200);

    const newPassword = 'een-ander-goed-wachtwoord';
    const password = await admin.request(paths.changePassword, {
      method: 'POST',
      body: { oldPassword: admin.password, newPassword },
    });
    expect(password.status, password.text).toBe(200);

    const all = await everything(admin);
    // A password changed: said as such, not by the name of the field that keeps its hash.
    expect(entryOf(all, { kind: 'wijziging', collection: 'credentials', action: 'gewijzigd' }).fields).toEqual([
      'wachtwoord',
    ]);
    const fields = all.flatMap((entry) => entry.fields ?? []);
    expect(fields).toEqual(expect.arrayContaining(['phoneNumber', 'comments', 'dateOfBirth', 'address']));
    const raw = await rawLog();
    const values = [
      ...Object.values(secrets).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
      '0477 13 57 91',
      'Tweede-Geheim-Q8',
      '1932-08-20',
      admin.email,
      admin.password,
      newPassword,
      admin.token,
      'passwordHash',
      'scrypt',
    ].filter((value) => value !== 'België');
    expect(values.filter((value) => raw.includes(value))).toEqual([]);
  });
});

describe('reading the Logboek', () => {
  const day = (iso: string) => iso;
  /** Appends to the month files as the writer would, with a line a crash cut off (and later ended) and `tail`. */
  async function writeLog(entries: object[], tail = ''): Promise<void> {
    const folder = path.join(server.config.dataDir, 'audit');
    await mkdir(folder, { recursive: true });
    const byMonth = new Map<string, string[]>();
    for (const entry of entries) {
      const at = (entry as { at: string }).at;
      byMonth.set(at.slice(0, 7), [...(byMonth.get(at.slice(0, 7)) ?? []), JSON.stringify(entry)]);
    }
    for (const [month, lines] of byMonth) {
      const broken = '{"at":"2026-03-02T10:00:00.000Z","kind":"wijz';
      await appendFile(
        path.join(folder, `${month}.jsonl`),
        `${lines[0]}\n${broken}\n${lines.slice(1).join('\n')}\n${tail}`,
      );
    }
  }

  it('filters by person, kind and Belgian days, pages by 50 newest first, and names who is gone', async () => {
    const now = new Date('2026-03-20T12:00:00.000Z');
    server = await startTestServer({ now: () => now });
    const admin = await createAdmin(server, { firstName: 'Greet' });
    const other = await makeMember(server.store, { firstName: 'Wout', lastName: 'Claeys' });
    const erased = await makeMember(server.store, {
      firstName: 'Weg',
      lastName: 'Gegaan',
      erasedAt: '2026-01-01T00:00:00.000Z',
    });
    const entries: object[] = [];
    // 130 entries, one an hour from 1 March 00:00 UTC (01:00 in Brussels): three admins, two kinds.
    for (let hour = 0; hour < 130; hour += 1) {
      const at = new Date(Date.UTC(2026, 2, 1, hour)).toISOString();
      const actorId = [admin.memberId, other.id, erased.id, 999][hour % 4]!;
      const kind = hour % 3 === 0 ? 'export' : 'wijziging';
      entries.push({ at, kind, actorId, action: `stap ${hour}`, collection: 'members', recordIds: [hour + 1] });
    }
    await writeLog(entries);

    const first = await logbook(admin);
    // The sign-in of this test, and the 130 written: the broken line is skipped.
    expect(first.total).toBe(131);
    expect(first.pageCount).toBe(3);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.kind).toBe('aanmelding');
    expect(first.entries[1]!.action).toBe('stap 129');
    expect(first.people).toEqual([
      { id: admin.memberId, name: 'Greet Peeters' },
      { id: erased.id, name: `Verwijderd lid #${erased.id}` },
      { id: 999, name: 'Verwijderd lid #999' },
      { id: other.id, name: 'Wout Claeys' },
    ]);
    const last = await logbook(admin, { page: '3' });
    expect(last.entries.map((entry) => entry.action)).toEqual(
      Array.from({ length: 31 }, (_, index) => `stap ${30 - index}`),
    );
    // A page past the end answers the last one.
    expect((await logbook(admin, { page: '40' })).page).toBe(3);

    const byOther = await everything(admin, { person: String(other.id) });
    expect(byOther.map((entry) => entry.action)).toEqual(
      entries.flatMap((_, hour) => (hour % 4 === 1 ? [`stap ${hour}`] : [])).reverse(),
    );
    expect(new Set(byOther.map((entry) => entry.actorName))).toEqual(new Set(['Wout Claeys']));
    const exportsByOther = await logbook(admin, { person: String(other.id), kind: 'export' });
    expect(exportsByOther.entries.map((entry) => entry.action)).toEqual(
      entries.flatMap((_, hour) => (hour % 4 === 1 && hour % 3 === 0 ? [`stap ${hour}`] : [])).reverse(),
    );
    // 2 March in Belgium is 1 March 23:00 to 2 March 23:00 UTC: hours 23 through 46.
    const second = await everything(admin, { from: day('2026-03-02'), to: day('2026-03-02') });
    expect(second.map((entry) => entry.action)).toEqual(Array.from({ length: 24 }, (_, index) => `stap ${46 - index}`));
    expect((await logbook(admin, { from: '2026-03-07' })).entries.map((entry) => entry.kind)).toEqual(['aanmelding']);
  });

  it('refuses a filter it cannot read with a Dutch message, never a 5xx', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server);
    for (const [query, field] of [
      ['kind=onzin', 'kind'],
      ['from=2026-02-31', 'from'],
      ['from=2026-03-05&to=2026-03-01', 'from'],
      ['page=0', 'page'],
      ['person=abc', 'person'],
      ['kind=export&kind=import', 'kind'],
    ] as const) {
      const answer = await admin.request(`${paths.audit}?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.json as { errors: Record<string, string> }).errors[field], query).toMatch(/^[A-Z]/);
    }
  });

  it('skips a line a crash cut off at the end, and the next entry starts on a line of its own', async () => {
    const now = new Date('2026-03-20T12:00:00.000Z');
    server = await startTestServer({ now: () => now });
    const first = { at: '2026-03-19T08:00:00.000Z', kind: 'export', actorId: 7, action: 'eerste' };
    await writeLog([first, { ...first, action: 'tweede' }], '{"at":"2026-03-19T09:00:00.000Z","kind":"exp');
    const admin = await createAdmin(server);
    const entries = await everything(admin);
    expect(entries.map((entry) => entry.action)).toEqual(['aangemeld', 'tweede', 'eerste']);
    const lines = (await rawLog()).split('\n');
    expect(lines.filter((line) => line.startsWith('{"at":"2026-03-19T09:00'))).toEqual([
      '{"at":"2026-03-19T09:00:00.000Z","kind":"exp',
    ]);
  });
});

describe('keeping the log', () => {
  it('keeps 24 months: older entries are not shown, and their month files go at the retention', async () => {
    let now = new Date('2024-01-20T12:00:00.000Z');
    server = await startTestServer({ now: () => now });
    await createAdmin(server, { email: 'oud@example.be' });
    now = new Date('2024-03-10T12:00:00.000Z');
    const admin = authorized(server, await login(server, 'oud@example.be', 'een-goed-wachtwoord'));
    await admin(paths.members.list, {
      method: 'POST',
      body: { firstName: 'Maart', lastName: 'Lid', role: 'MEMBER' },
    });
    const folder = path.join(server.config.dataDir, 'audit');
    expect((await readdir(folder)).sort()).toEqual(['2024-01.jsonl', '2024-03.jsonl']);

    // 24 months and a few days later: January 2024 is past, March not yet.
    now = new Date('2026-02-25T12:00:00.000Z');
    const fresh = await login(server, 'oud@example.be', 'een-goed-wachtwoord');
    const reader = { request: authorized(server, fresh) };
    const shown = await everything(reader);
    expect(shown.map((entry) => entry.at.slice(0, 7))).toEqual(['2026-02', '2024-03', '2024-03']);

    server.services.auditRetention.start();
    await server.services.auditRetention.stop();
    expect((await readdir(folder)).sort()).toEqual(['2024-03.jsonl', '2026-02.jsonl']);
    expect((await everything(reader)).map((entry) => entry.at.slice(0, 7))).toEqual(['2026-02', '2024-03', '2024-03']);
  });
});

describe('the retention of a started server', () => {
  it('removes the months older than 24 months at start, without anyone opening the Logboek', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'club-audit-retention-'));
    const folder = path.join(root, 'data', 'audit');
    await mkdir(folder, { recursive: true });
    const line = (at: string) => `${JSON.stringify({ at, kind: 'export', actorId: 1, action: 'oud' })}\n`;
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 26);
    const recent = new Date();
    recent.setUTCMonth(recent.getUTCMonth() - 2);
    const oldFile = `${old.toISOString().slice(0, 7)}.jsonl`;
    const recentFile = `${recent.toISOString().slice(0, 7)}.jsonl`;
    await writeFile(path.join(folder, oldFile), line(old.toISOString()));
    await writeFile(path.join(folder, recentFile), line(recent.toISOString()));
    const started = await startServerProcess(root, { SEED: 'none' });
    try {
      await expect.poll(() => readdir(folder), { timeout: 10_000 }).toEqual([recentFile]);
    } finally {
      await stopServerProcess(started);
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('who may read it, and that no route changes it', () => {
  it('is for beheerders: another role gets 403', async () => {
    server = await startTestServer();
    for (const role of ['secretariaat', 'penningmeester', 'redactie'] as const) {
      const other = await adminWithRole(role, `${role}@example.be`);
      const answer = await other.request(paths.audit);
      expect(answer.status, role).toBe(403);
      expect((answer.json as { message: string }).message).toBe(
        'Je rol geeft geen toegang tot dit deel van het beheer.',
      );
    }
  });

  it('only ever grows through the admin routes: every route, called by a beheerder, at most appends to it', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server);
    const member = await makeMember(server.store, { firstName: 'Doel' });
    const deps: AppDeps = { ...server, now: () => new Date(), log: quiet };
    const routes = adminRouters(deps).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => ({
            method,
            path: String(layer.path).replace(':id', String(member.id)).replace(':role', 'MEMBER'),
          })),
      ),
    );
    const folder = path.join(server.config.dataDir, 'audit');
    const contents = async () =>
      new Map(
        await Promise.all(
          (await readdir(folder)).map(async (name) => [name, await readFile(path.join(folder, name), 'utf8')] as const),
        ),
      );
    // Signing out would end the session every other route is called with.
    for (const route of routes.filter((candidate) => candidate.path !== paths.logout)) {
      const before = await contents();
      const answer = await admin.request(route.path, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect(answer.status, `${route.method} ${route.path}`).toBeLessThan(500);
      await server.services.audit.settled();
      const after = await contents();
      for (const [name, text] of before) {
        expect(after.get(name)?.startsWith(text), `${route.method} ${route.path}: ${name}`).toBe(true);
      }
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every method but GET on its path with 405 or 404', async () => {
    server = await startTestServer();
    const admin = await createAdmin(server);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const pathname of [paths.audit, `${paths.audit}/1`, `${paths.audit}/2026-03.jsonl`]) {
        const answer = await admin.request(pathname, { method, body: {} });
        expect([404, 405], `${method} ${pathname}`).toContain(answer.status);
      }
    }
  });
});
