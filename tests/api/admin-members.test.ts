import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { privateMemberFields } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember } from '../helpers/factories';
import { memberExportHeaders } from '../fixtures/member-export';

let server: TestServer;
afterEach(() => server?.close());

type Member = Record<string, unknown> & { id: number };

const address = {
  street: 'Kasteeldreef',
  houseNumber: '7',
  busNumber: null,
  city: 'Wingene',
  postalCode: '8750',
  country: 'België',
};

/** A member as the admin modal sends it: every field of SPEC §3 filled in. */
const fullMember = {
  firstName: 'Lotte',
  lastName: 'Vermeulen',
  dateOfBirth: '1974-09-23',
  email: 'lotte.vermeulen@example.be',
  phoneNumber: '0471 22 33 44',
  gender: 'female' as const,
  comments: 'Brengt soep mee op de tochten.',
  active: true,
  role: 'BOARDMEMBER' as const,
  boardTitle: 'Secretaris',
  boardMemberSortOrder: 2,
  euraudax: false,
  euraudaxTitle: null,
  address,
  paid: true,
  clubportaal: 'CP-1234',
  finished: false,
};

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<AdminSession> {
  server = await startTestServer(options);
  return createAdmin(server);
}

describe('admin members: reading', () => {
  it('lists every member with all fields, by role, and one member with its version as ETag', async () => {
    const admin = await start();
    const board = await makeMember(server.store, fullMember);
    const aid = await makeMember(server.store, { firstName: 'Hilde', lastName: 'Aerts', role: 'AID' });

    const list = await admin.request('/admin/api/members');
    expect(list.status).toBe(200);
    const members = list.json as Member[];
    // Sorted by last name: Aerts, Peeters (the admin), Vermeulen.
    expect(members.map((m) => m.lastName)).toEqual(['Aerts', 'Peeters', 'Vermeulen']);
    const lotte = members.find((m) => m.id === board.id)!;
    expect(lotte).toMatchObject({
      dateOfBirth: '1974-09-23',
      address,
      comments: 'Brengt soep mee op de tochten.',
      paid: true,
      clubportaal: 'CP-1234',
      gender: 'female',
      uploadcareImage: null,
    });

    const byRole = await admin.request('/admin/api/members/role/BOARDMEMBER');
    expect(byRole.status).toBe(200);
    expect((byRole.json as Member[]).map((m) => m.id)).toEqual([board.id]);
    const aids = await admin.request('/admin/api/members/role/aid');
    expect((aids.json as Member[]).map((m) => m.id)).toEqual([aid.id]);
    const unknownRole = await admin.request('/admin/api/members/role/VOORZITTER');
    expect(unknownRole.status).toBe(404);
    expect(unknownRole.json).toEqual({ message: expect.any(String) });

    const one = await admin.request(`/admin/api/members/${board.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"1"');
    expect(one.json).toMatchObject({ id: board.id, firstName: 'Lotte', lastName: 'Vermeulen', role: 'BOARDMEMBER' });

    const missing = await admin.request('/admin/api/members/9999');
    expect(missing.status).toBe(404);
    expect((missing.json as { message: string }).message).toBe('Dit lid bestaat niet.');
  });

  it('answers the admin ids', async () => {
    const admin = await start();
    await makeMember(server.store, { firstName: 'Geen', lastName: 'Admin' });
    const admins = await admin.request('/admin/api/members/admins');
    expect(admins.status).toBe(200);
    expect(admins.json).toEqual([admin.memberId]);
  });

  it('needs an admin token', async () => {
    await start();
    const anonymous = await server.request('/admin/api/members');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('Peeters');
  });

  it('derives the role of legacy records at open: boardMember flag, lower-case role, nothing', async () => {
    const meta = { version: 1, updatedAt: '2024-01-01T00:00:00.000Z' };
    const admin = await start({
      dataFiles: {
        'members.json': {
          nextId: 4,
          records: [
            { id: 1, ...meta, firstName: 'Oud', lastName: 'Bestuur', boardMember: true },
            { id: 2, ...meta, firstName: 'Oude', lastName: 'Helper', role: 'aid' },
            { id: 3, ...meta, firstName: 'Oud', lastName: 'Lid', boardMember: false },
          ],
        },
      },
    });
    const members = (await admin.request('/admin/api/members')).json as Member[];
    const roleOf = (lastName: string) => members.find((m) => m.lastName === lastName)?.role;
    expect(roleOf('Bestuur')).toBe('BOARDMEMBER');
    expect(roleOf('Helper')).toBe('AID');
    expect(roleOf('Lid')).toBe('MEMBER');
    // The legacy flag is not part of the member any more, and missing fields got their defaults.
    const legacy = members.find((m) => m.id === 1)!;
    expect(legacy).not.toHaveProperty('boardMember');
    expect(legacy).toMatchObject({ gender: 'x', active: true, paid: false, finished: false, euraudax: false });
    // The public board sees the derived role too.
    const board = (await server.request('/api/members/board')).json as Member[];
    expect(board.map((m) => m.id)).toEqual([1]);
  });
});

describe('admin members: writing', () => {
  it('creates a member from multipart memberData, with the spec defaults for what was left out', async () => {
    const admin = await start();
    const form = new FormData();
    form.set('memberData', JSON.stringify({ firstName: 'Marc', lastName: 'Desmet', email: 'marc@example.be' }));
    const created = await admin.request('/admin/api/members', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    const member = created.json as Member;
    expect(member).toMatchObject({
      id: expect.any(Number),
      firstName: 'Marc',
      lastName: 'Desmet',
      email: 'marc@example.be',
      gender: 'x',
      active: true,
      role: 'MEMBER',
      paid: false,
      finished: false,
      euraudax: false,
      uploadcareImage: null,
    });
    const read = await admin.request(`/admin/api/members/${member.id}`);
    expect(read.json).toMatchObject({ firstName: 'Marc', role: 'MEMBER', active: true });
  });

  it('creates a member from a JSON body with every field', async () => {
    const admin = await start();
    const created = await admin.request('/admin/api/members', { method: 'POST', body: fullMember });
    expect(created.status).toBe(201);
    const member = created.json as Member;
    expect(member).toMatchObject(fullMember);
    expect(server.store.members.get(member.id)).toMatchObject({ firstName: 'Lotte', clubportaal: 'CP-1234' });
  });

  it('takes JSON defaults and an upper-cased role', async () => {
    const admin = await start();
    const created = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { firstName: 'Eva', lastName: 'Claeys', role: 'aid' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ gender: 'x', active: true, role: 'AID', paid: false, finished: false });
  });

  it('refuses a member without first name or with a bad e-mail, and stores an empty e-mail as none', async () => {
    const admin = await start();
    const before = server.store.members.size;

    const noName = await admin.request('/admin/api/members', { method: 'POST', body: { lastName: 'Zonder' } });
    expect(noName.status).toBe(400);
    expect((noName.json as { errors: Record<string, string> }).errors.firstName).toBe('Voornaam is verplicht');

    const blankName = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { firstName: '  ', lastName: null },
    });
    expect(blankName.status).toBe(400);
    expect((blankName.json as { errors: Record<string, string> }).errors).toMatchObject({
      firstName: 'Voornaam is verplicht',
      lastName: 'Achternaam is verplicht',
    });

    const badEmail = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { firstName: 'An', lastName: 'Slecht', email: 'an-at-example' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json).toMatchObject({ message: expect.any(String), errors: { email: 'Ongeldig e-mailadres' } });
    expect(server.store.members.size).toBe(before);

    const emptyEmail = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { firstName: 'An', lastName: 'Leeg', email: '', phoneNumber: '' },
    });
    expect(emptyEmail.status).toBe(201);
    const id = (emptyEmail.json as Member).id;
    expect(emptyEmail.json).toMatchObject({ email: null, phoneNumber: null });
    expect(server.store.members.get(id)?.email).toBeNull();

    const spaced = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { firstName: 'An', lastName: 'Spatie', email: ' an.spatie@example.be ' },
    });
    expect(spaced.status).toBe(201);
    expect(spaced.json).toMatchObject({ email: 'an.spatie@example.be' });
  });

  it('answers 400 for memberData that is no JSON', async () => {
    const admin = await start();
    const form = new FormData();
    form.set('memberData', '{niet: json');
    const answer = await admin.request('/admin/api/members', { method: 'POST', body: form });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });

  it('PUT merges the sent fields over the stored member', async () => {
    const admin = await start();
    const member = await makeMember(server.store, fullMember);
    const updated = await admin.request(`/admin/api/members/${member.id}`, {
      method: 'PUT',
      body: { phoneNumber: '050 11 22 33', role: 'member' },
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(updated.json).toMatchObject({
      ...fullMember,
      phoneNumber: '050 11 22 33',
      role: 'MEMBER',
    });
    const read = (await admin.request(`/admin/api/members/${member.id}`)).json as Member;
    expect(read).toMatchObject({ dateOfBirth: '1974-09-23', address, comments: fullMember.comments, paid: true });

    const invalid = await admin.request(`/admin/api/members/${member.id}`, { method: 'PUT', body: { firstName: '' } });
    expect(invalid.status).toBe(400);
    expect(server.store.members.get(member.id)?.firstName).toBe('Lotte');

    const missing = await admin.request('/admin/api/members/9999', { method: 'PUT', body: { firstName: 'X' } });
    expect(missing.status).toBe(404);
  });

  it('sets the board order from a bare number, never below 0', async () => {
    const admin = await start();
    const member = await makeMember(server.store, { role: 'BOARDMEMBER', boardMemberSortOrder: 1 });
    const setOrder = (body: string, type = 'application/json') =>
      admin.request(`/admin/api/members/${member.id}/board-order`, {
        method: 'PUT',
        headers: { 'Content-Type': type },
        body,
      });

    const three = await setOrder('3');
    expect(three.status).toBe(200);
    expect(three.json).toMatchObject({ id: member.id, boardMemberSortOrder: 3 });
    expect(server.store.members.get(member.id)?.boardMemberSortOrder).toBe(3);

    const negative = await setOrder('-2');
    expect(negative.status).toBe(200);
    expect((negative.json as Member).boardMemberSortOrder).toBe(0);

    const text = await setOrder('4', 'text/plain');
    expect(text.status).toBe(200);
    expect((text.json as Member).boardMemberSortOrder).toBe(4);

    for (const [body, type] of [
      ['"x"', 'application/json'],
      ['x', 'text/plain'],
      ['2.5', 'application/json'],
      // Nothing, null or true is no number: the order must not silently become 0 or 1.
      ['', 'text/plain'],
      ['', 'application/json'],
      ['null', 'application/json'],
      ['true', 'application/json'],
      // A number written out over a whole body: refused by its length before any pattern runs.
      ['9'.repeat(100_000), 'text/plain'],
    ] as const) {
      const bad = await setOrder(body, type);
      expect(bad.status, `${type} ${body}`).toBe(400);
      expect((bad.json as { message: string }).message).toEqual(expect.any(String));
    }
    expect(server.store.members.get(member.id)?.boardMemberSortOrder).toBe(4);

    const unknown = await admin.request('/admin/api/members/9999/board-order', { method: 'PUT', body: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Dit lid bestaat niet.' });
  });

  it('deletes a member: 204, then 404', async () => {
    const admin = await start();
    const member = await makeMember(server.store, { firstName: 'Weg', lastName: 'Ermee' });
    const removed = await admin.request(`/admin/api/members/${member.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await admin.request(`/admin/api/members/${member.id}`)).status).toBe(404);
    const list = (await admin.request('/admin/api/members')).json as Member[];
    expect(list.map((m) => m.id)).not.toContain(member.id);
    expect((await admin.request(`/admin/api/members/${member.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('does not delete the last admin', async () => {
    const admin = await start();
    const answer = await admin.request(`/admin/api/members/${admin.memberId}`, { method: 'DELETE' });
    expect(answer.status).toBe(409);
    expect(server.store.members.get(admin.memberId)).toBeDefined();
  });
});

describe('admin members: photo and privacy', () => {
  it('sets the photo from uploadcareImage {cdnUrl}; admin and the public board show it', async () => {
    const admin = await start();
    const image = await makeImage(server.store, server.config.uploadsDir);
    const cdnUrl = `/media/${image.uuid}/`;
    const created = await admin.request('/admin/api/members', {
      method: 'POST',
      body: { ...fullMember, uploadcareImage: { cdnUrl } },
    });
    expect(created.status).toBe(201);
    const id = (created.json as Member).id;
    expect(created.json).toMatchObject({ uploadcareImage: { cdnUrl } });
    expect((await admin.request(`/admin/api/members/${id}`)).json).toMatchObject({ uploadcareImage: { cdnUrl } });

    const board = (await server.request('/api/members/board')).json as Member[];
    expect(board).toEqual([expect.objectContaining({ id, uploadcareImage: { cdnUrl }, boardTitle: 'Secretaris' })]);

    const unknown = await admin.request(`/admin/api/members/${id}`, {
      method: 'PUT',
      body: { uploadcareImage: { cdnUrl: '/media/00000000-0000-4000-8000-000000000000/' } },
    });
    expect(unknown.status).toBe(400);
    expect((unknown.json as { errors: Record<string, string> }).errors).toHaveProperty('uploadcareImage');

    const cleared = await admin.request(`/admin/api/members/${id}`, { method: 'PUT', body: { uploadcareImage: null } });
    expect(cleared.status).toBe(200);
    expect((cleared.json as Member).uploadcareImage).toBeNull();
    const boardAfter = (await server.request('/api/members/board')).json as Member[];
    expect(boardAfter[0]?.uploadcareImage).toBeNull();

    // A form that empties the photo field sends an empty cdnUrl: that clears it too.
    await admin.request(`/admin/api/members/${id}`, { method: 'PUT', body: { uploadcareImage: { cdnUrl } } });
    const emptied = await admin.request(`/admin/api/members/${id}`, {
      method: 'PUT',
      body: { uploadcareImage: { cdnUrl: '' } },
    });
    expect(emptied.status).toBe(200);
    expect((emptied.json as Member).uploadcareImage).toBeNull();
  });

  it('the admin list carries personal data; the public board never does', async () => {
    const admin = await start();
    await admin.request('/admin/api/members', { method: 'POST', body: fullMember });
    const adminText = (await admin.request('/admin/api/members')).text;
    for (const value of ['1974-09-23', 'Kasteeldreef', 'Brengt soep mee', 'CP-1234']) {
      expect(adminText).toContain(value);
    }

    const board = await server.request('/api/members/board');
    expect(board.status).toBe(200);
    expect((board.json as Member[]).map((m) => m.lastName)).toEqual(['Vermeulen']);
    for (const field of privateMemberFields) expect(board.text).not.toContain(`"${field}"`);
    for (const value of ['1974-09-23', 'Kasteeldreef', 'Brengt soep mee', 'CP-1234', '8750']) {
      expect(board.text).not.toContain(value);
    }
  });
});

describe('admin members: Excel export', () => {
  const headers = memberExportHeaders;

  async function download(admin: AdminSession, query = '') {
    const response = await fetch(`${server.url}/admin/api/members/export/excel${query}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body };
  }

  async function sheetOf(body: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('exports every member with the Dutch headers, a real date and members without address', async () => {
    const admin = await start();
    await makeMember(server.store, fullMember);
    await makeMember(server.store, { firstName: 'Zonder', lastName: 'Adres', address: null, role: 'AID' });

    const { response, body } = await download(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="leden\.xlsx"/);

    const rows = await sheetOf(body);
    expect(rows[0]).toEqual(headers);
    const data = rows.slice(1);
    expect(data).toHaveLength(server.store.members.size);
    expect(data.map((row) => `${row[0]} ${row[1]}`).sort()).toEqual(
      ['Beheerder Peeters', 'Lotte Vermeulen', 'Zonder Adres'].sort(),
    );

    const lotte = data.find((row) => row[0] === 'Lotte')!;
    const column = (name: string) => lotte[headers.indexOf(name)];
    expect(column('Geboortedatum')).toBeInstanceOf(Date);
    expect((column('Geboortedatum') as Date).toISOString().slice(0, 10)).toBe('1974-09-23');
    expect(column('Straat')).toBe('Kasteeldreef');
    expect(column('Gemeente')).toBe('Wingene');
    expect(column('Rol')).toBe('Bestuurslid');
    expect(column('Betaald')).toBe('Ja');

    const homeless = data.find((row) => row[0] === 'Zonder')!;
    expect(homeless[headers.indexOf('Rol')]).toBe('Helper');
    expect(homeless[headers.indexOf('Straat')] ?? null).toBeNull();
  });

  it('filters on a role, names the file after it, and refuses an unknown role', async () => {
    const admin = await start();
    await makeMember(server.store, fullMember);
    await makeMember(server.store, { firstName: 'Piet', lastName: 'Bestuur', role: 'BOARDMEMBER' });
    await makeMember(server.store, { firstName: 'Gewoon', lastName: 'Lid', role: 'MEMBER' });

    const { response, body } = await download(admin, '?role=BOARDMEMBER');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="leden-boardmember\.xlsx"/);
    const rows = (await sheetOf(body)).slice(1);
    expect(rows.map((row) => row[0]).sort()).toEqual(['Lotte', 'Piet']);
    expect(rows.every((row) => row[headers.indexOf('Rol')] === 'Bestuurslid')).toBe(true);

    const unknown = await download(admin, '?role=VOORZITTER');
    expect([400, 404]).toContain(unknown.response.status);
    expect(unknown.response.headers.get('content-type')).toContain('application/json');
    // The export takes the list's filters: a bad one is refused as the list refuses it, at its field.
    expect(JSON.parse(unknown.body.toString('utf8'))).toEqual({
      message: expect.any(String),
      errors: { role: 'Onbekende rol.' },
    });

    const anonymous = await fetch(`${server.url}/admin/api/members/export/excel`);
    expect(anonymous.status).toBe(401);
  });
});
