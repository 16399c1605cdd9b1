import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

type Member = { id: number; firstName: string; lastName: string; role: string; version: number };
type Page = { members: Member[]; total: number; page: number; size: number; pageCount: number };

const lastNames = ['Aerts', 'Vandamme', 'Van Acker', 'Claeys', 'Désiré', 'Maes', 'Devos', 'Wouters', 'Goossens'];

/** 45 members besides the admin (Beheerder Peeters), a few of them helpers. */
async function club(): Promise<AdminSession> {
  server = await startTestServer();
  const admin = await createAdmin(server);
  await server.store.members.createMany(
    Array.from({ length: 45 }, (_, i) => ({
      firstName: i === 7 ? 'Evan' : `Lid${String(i).padStart(2, '0')}`,
      lastName: lastNames[i % lastNames.length] ?? 'Lid',
      role: i % 10 === 3 ? ('AID' as const) : ('MEMBER' as const),
    })),
  );
  return admin;
}

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`.toLocaleLowerCase('nl');

describe('admin member list: pages and search', () => {
  it('answers a page of the list sorted by name, with the total and the page count', async () => {
    const admin = await club();
    const whole = (await admin.request('/admin/api/members')).json as Member[];
    expect(whole).toHaveLength(46);

    const first = await admin.request('/admin/api/members?page=1&size=20');
    expect(first.status).toBe(200);
    const firstPage = first.json as Page;
    expect(firstPage).toMatchObject({ total: 46, page: 1, size: 20, pageCount: 3 });
    expect(firstPage.members.map((m) => m.id)).toEqual(whole.slice(0, 20).map((m) => m.id));
    // Every field the whole list has, the photo included.
    expect(firstPage.members[0]).toEqual(whole[0]);

    const last = (await admin.request('/admin/api/members?page=3&size=20')).json as Page;
    expect(last.members.map((m) => m.id)).toEqual(whole.slice(40).map((m) => m.id));
    // A page past the end answers the last one, as the screen does.
    const beyond = (await admin.request('/admin/api/members?page=9&size=20')).json as Page;
    expect(beyond).toMatchObject({ page: 3, pageCount: 3 });
    // Without a size: the screen's 20.
    expect(((await admin.request('/admin/api/members?page=2')).json as Page).members).toHaveLength(20);
  });

  it('searches first plus last name without regard to case, and filters on role', async () => {
    const admin = await club();
    const whole = (await admin.request('/admin/api/members')).json as Member[];
    const expected = whole.filter((m) => fullName(m).includes('van'));
    // Van Acker, Vandamme and the first name Evan.
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.some((m) => m.firstName === 'Evan')).toBe(true);

    const found = (await admin.request('/admin/api/members?q=%20VAN%20&size=100')).json as Page;
    expect(found.members.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(found.total).toBe(expected.length);

    const accented = (await admin.request(`/admin/api/members?q=${encodeURIComponent('lid04 dés')}`)).json as Page;
    expect(accented.members.map(fullName)).toEqual(['lid04 désiré']);

    const aids = (await admin.request('/admin/api/members?role=aid&size=100')).json as Page;
    expect(aids.members.map((m) => m.id)).toEqual(whole.filter((m) => m.role === 'AID').map((m) => m.id));
    expect(aids.total).toBe(5);
    const aidsNamedVan = (await admin.request('/admin/api/members?role=AID&q=van')).json as Page;
    expect(aidsNamedVan.members.every((m) => m.role === 'AID' && fullName(m).includes('van'))).toBe(true);

    const none = (await admin.request('/admin/api/members?q=niemand')).json as Page;
    expect(none).toEqual({ members: [], total: 0, page: 1, size: 20, pageCount: 1 });
  });

  it('follows every write: a renamed member is found under the new name at once', async () => {
    const admin = await club();
    const [member] = ((await admin.request('/admin/api/members?q=lid00')).json as Page).members;
    expect(member).toBeDefined();
    // Asked before the write too: a search's kept matches must not outlive it.
    expect(((await admin.request('/admin/api/members?q=zwartjes')).json as Page).total).toBe(0);
    expect(((await admin.request('/admin/api/members?q=lid00%20aerts')).json as Page).total).toBe(1);
    const saved = await admin.request(`/admin/api/members/${member?.id}`, {
      method: 'PUT',
      headers: { 'If-Match': `"${member?.version}"` },
      body: { lastName: 'Zwartjes' },
    });
    expect(saved.status).toBe(200);
    const found = (await admin.request('/admin/api/members?q=zwartjes')).json as Page;
    expect(found.members.map((m) => [m.id, m.lastName])).toEqual([[member?.id, 'Zwartjes']]);
    // Sorted in its new place: the last of the list.
    const last = (await admin.request('/admin/api/members?page=99&size=10')).json as Page;
    expect(last.members.at(-1)?.id).toBe(member?.id);
    expect(((await admin.request('/admin/api/members?q=lid00%20aerts')).json as Page).total).toBe(0);
    // The whole list, kept between requests, is made again after the write; personal data stays out of caches.
    const whole = await admin.request('/admin/api/members');
    expect(whole.headers.get('cache-control')).toBe('no-store');
    expect((whole.json as Member[]).find((m) => m.id === member?.id)?.lastName).toBe('Zwartjes');
    const zipped = await admin.request('/admin/api/members', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('no-store');
    expect(zipped.json).toEqual(whole.json);
  });

  it("answers each member as the member's own answer, and follows a photo that changes", async () => {
    const admin = await club();
    const image = await makeImage(server.store, server.config.uploadsDir);
    const [member] = server.store.members.all().filter((m) => m.lastName === 'Aerts');
    if (!member) throw new Error('no member Aerts');
    await server.store.members.update(member.id, (current) => ({ ...current, photoImageId: image.id }));
    const own = async () => (await admin.request(`/admin/api/members/${member.id}`)).json as Member;
    const inPage = async () =>
      ((await admin.request('/admin/api/members?q=aerts&size=100')).json as Page).members.find(
        (m) => m.id === member.id,
      );
    const inWhole = async () =>
      ((await admin.request('/admin/api/members')).json as Member[]).find((m) => m.id === member.id);
    const before = await own();
    expect(before).toMatchObject({ uploadcareImage: { cdnUrl: expect.stringContaining(image.uuid) } });
    expect(await inPage()).toEqual(before);
    expect(await inWhole()).toEqual(before);
    // The photo's record changes (a new uuid), the member's does not: the list must not answer the old one.
    await server.store.images.update(image.id, (current) => ({ ...current, uuid: crypto.randomUUID() }));
    const after = await own();
    expect(after).not.toEqual(before);
    expect(await inPage()).toEqual(after);
    expect(await inWhole()).toEqual(after);
  });

  it('refuses a bad page, size, search or role with a Dutch message, and needs an admin token', async () => {
    const admin = await club();
    for (const query of [
      'page=0',
      'page=twee',
      'size=0',
      'size=101',
      `q=${'a'.repeat(101)}`,
      'role=voorzitter',
      'page=1&page=2',
    ]) {
      const answer = await admin.request(`/admin/api/members?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.json as { message: string }).message, query).toBe('Controleer de ingevulde velden.');
    }
    const sizeAnswer = await admin.request('/admin/api/members?size=101');
    expect(JSON.stringify(sizeAnswer.json)).toContain('tussen 1 en 100');
    const anonymous = await server.request('/admin/api/members?page=1&q=lid');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('Lid0');
  });
});

describe('admin member list: filters', () => {
  // 00:30 in Brussels on 15 June, still the 14th in UTC: ages count on the Belgian day.
  const clock = new Date('2026-06-14T22:30:00.000Z');

  /** Five members with one trait each to filter on, besides the admin (Beheerder Peeters). */
  async function filterClub(): Promise<AdminSession> {
    server = await startTestServer({ now: () => clock });
    const admin = await createAdmin(server);
    await server.store.members.createMany([
      // 26 on the Belgian day (its birthday), not yet in UTC.
      {
        firstName: 'An',
        lastName: 'Actief',
        dateOfBirth: '2000-06-15',
        email: 'an@example.be',
        paid: true,
        memberSince: '2020-01-01',
      },
      {
        firstName: 'Bert',
        lastName: 'Rust',
        active: false,
        role: 'AID',
        dateOfBirth: '2000-06-16',
        memberSince: '2022-05-01',
      },
      {
        firstName: 'Carla',
        lastName: 'Bestuur',
        role: 'BOARDMEMBER',
        dateOfBirth: '1950-01-01',
        euraudax: true,
        paid: true,
      },
      { firstName: 'Dirk', lastName: 'Tocht', role: 'EURAUDAX', email: 'dirk@example.be', memberSince: '2024-12-31' },
      { firstName: 'Els', lastName: 'Titel', boardTitle: 'Helper', role: 'AID', email: 'els@example.be' },
    ]);
    return admin;
  }

  const namesOf = async (admin: AdminSession, query: string) => {
    const answer = await admin.request(`/admin/api/members?${query}`);
    expect(answer.status, query).toBe(200);
    const page = answer.json as Page;
    expect(page.total, query).toBe(page.members.length);
    return page.members.map((m) => m.firstName).sort();
  };

  it('filters on each trait, and on every combination of them at once', async () => {
    const admin = await filterClub();
    const cases: [string, string[]][] = [
      ['active=true', ['An', 'Beheerder', 'Carla', 'Dirk', 'Els']],
      ['active=false', ['Bert']],
      ['role=aid', ['Bert', 'Els']],
      // The board as the public Bestuur section counts it: the role, not a title.
      ['board=true', ['Carla']],
      ['board=false', ['An', 'Beheerder', 'Bert', 'Dirk', 'Els']],
      // Euraudax as the public page counts it: the flag or the role.
      ['euraudax=true', ['Carla', 'Dirk']],
      ['paid=true', ['An', 'Carla']],
      ['paid=false', ['Beheerder', 'Bert', 'Dirk', 'Els']],
      ['hasEmail=false', ['Bert', 'Carla']],
      ['hasEmail=true', ['An', 'Beheerder', 'Dirk', 'Els']],
      // Ages on the Belgian day: An turned 26 today, Bert is 25 until tomorrow; no birth date, no age.
      ['minAge=26', ['An', 'Carla']],
      ['maxAge=25', ['Bert']],
      ['minAge=26&maxAge=26', ['An']],
      ['minAge=0', ['An', 'Bert', 'Carla']],
      ['memberSinceFrom=2021-01-01', ['Bert', 'Dirk']],
      ['memberSinceTo=2022-05-01', ['An', 'Bert']],
      ['memberSinceFrom=2024-12-31&memberSinceTo=2024-12-31', ['Dirk']],
      ['active=true&hasEmail=true&role=AID', ['Els']],
      ['active=true&paid=true&minAge=30', ['Carla']],
      ['euraudax=true&hasEmail=false', ['Carla']],
      ['q=TI&active=true', ['An', 'Els']],
      ['q=tocht&euraudax=true&memberSinceFrom=2024-01-01', ['Dirk']],
      ['active=false&paid=true', []],
      // An empty value leaves the filter out, as the screen's "alle" choice sends it.
      ['active=&role=&hasEmail=&minAge=', ['An', 'Beheerder', 'Bert', 'Carla', 'Dirk', 'Els']],
    ];
    for (const [query, names] of cases) expect(await namesOf(admin, `${query}&size=100`), query).toEqual(names);

    // Paged like the name search: the total counts every match, a page holds its share.
    const paged = (await admin.request('/admin/api/members?active=true&size=2&page=2')).json as Page;
    expect(paged).toMatchObject({ total: 5, page: 2, size: 2, pageCount: 3 });
    // Sorted by last name: Actief, Bestuur | Peeters, Titel | Tocht.
    expect(paged.members.map((m) => m.lastName)).toEqual(['Peeters', 'Titel']);
    // Without any parameter: the whole list, as SPEC §7 has it.
    expect(((await admin.request('/admin/api/members')).json as Member[]).length).toBe(6);
  });

  it('follows a write and the calendar: a member who changes or has a birthday moves in or out', async () => {
    let now = clock;
    server = await startTestServer({ now: () => now });
    const admin = await createAdmin(server);
    const bert = await server.store.members.create({ firstName: 'Bert', lastName: 'Rust', dateOfBirth: '2000-06-16' });
    expect(await namesOf(admin, 'minAge=26')).toEqual([]);
    // The next Belgian day: his birthday.
    now = new Date('2026-06-15T22:00:00.000Z');
    expect(await namesOf(admin, 'minAge=26')).toEqual(['Bert']);
    expect(await namesOf(admin, 'paid=true')).toEqual([]);
    await server.store.members.update(bert.id, (current) => ({ ...current, paid: true }));
    expect(await namesOf(admin, 'paid=true')).toEqual(['Bert']);
  });

  it('refuses a bad filter value with a Dutch message at its field, and writes nothing', async () => {
    const admin = await filterClub();
    const revision = server.store.members.revision;
    const cases: [string, string, string][] = [
      ['active=ja', 'active', "De filter 'actief' moet true of false zijn."],
      ['board=1', 'board', "De filter 'bestuur' moet true of false zijn."],
      ['euraudax=TRUE', 'euraudax', "De filter 'euraudax' moet true of false zijn."],
      ['paid=nee', 'paid', "De filter 'betaald' moet true of false zijn."],
      ['hasEmail=misschien', 'hasEmail', "De filter 'e-mailadres' moet true of false zijn."],
      ['minAge=-1', 'minAge', 'De leeftijd moet een geheel getal van 0 tot 130 zijn.'],
      ['maxAge=twintig', 'maxAge', 'De leeftijd moet een geheel getal van 0 tot 130 zijn.'],
      ['maxAge=131', 'maxAge', 'De leeftijd moet een geheel getal van 0 tot 130 zijn.'],
      ['minAge=40&maxAge=30', 'minAge', 'De minimumleeftijd mag niet hoger zijn dan de maximumleeftijd.'],
      ['memberSinceFrom=2020-13-01', 'memberSinceFrom', 'Ongeldige datum.'],
      ['memberSinceTo=gisteren', 'memberSinceTo', 'Ongeldige datum.'],
      [
        'memberSinceFrom=2024-01-01&memberSinceTo=2023-01-01',
        'memberSinceFrom',
        "De datum 'lid sinds vanaf' mag niet na 'lid sinds tot' liggen.",
      ],
      ['role=voorzitter&active=true', 'role', 'Onbekende rol.'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await admin.request(`/admin/api/members?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json, query).toEqual({ message: 'Controleer de ingevulde velden.', errors: { [field]: message } });
    }
    // Twice the same filter is no filter either.
    expect((await admin.request('/admin/api/members?active=true&active=false')).status).toBe(400);
    expect(server.store.members.revision).toBe(revision);
  });
});
