import { afterEach, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { adminAccountTexts, adminRoleTexts, type AdminSummary } from '../../server/contracts';
import { memberTexts } from '../../server/members/admin-service';
import { createAdmin, login } from '../helpers/admin';
import { auditEntries, createAdminAs } from '../helpers/admin-roles';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';

/**
 * The administrators and their roles (GET /admin/api/admins, PUT …/admins/:id/role, DELETE
 * …/admins/:id/sessions, promote and demote): a beheerder's business, always with one beheerder left.
 */
let server: TestServer;
let clock = new Date('2026-11-28T09:00:00.000Z');
afterEach(() => server?.close());

async function start() {
  clock = new Date('2026-11-28T09:00:00.000Z');
  server = await startTestServer({ now: () => clock });
  return server;
}

const roleOf = (memberId: number) =>
  server.store.credentials.find((credential) => credential.memberId === memberId)?.role;

describe('GET /admin/api/admins', () => {
  it('lists every administrator by name with role, sessions and last use; no former admin, no member', async () => {
    await start();
    const chair = await createAdmin(server, { email: 'voorzitter@example.be', firstName: 'Zoë' });
    const editor = await createAdminAs(server, 'redactie', { email: 'redactie@example.be', firstName: 'An' });
    clock = new Date('2026-11-28T10:00:00.000Z');
    await login(server, editor.email, editor.password);
    const former = await makeMember(server.store, { email: 'oud@example.be' });
    await setPassword(server.store, former.id, 'een-wachtwoord', { admin: false });
    await makeMember(server.store, { email: 'lid@example.be' });

    const answer = await chair.request('/admin/api/admins');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toEqual([
      {
        id: editor.memberId,
        firstName: 'An',
        lastName: 'Peeters',
        email: 'redactie@example.be',
        role: 'redactie',
        twoStep: false,
        sessions: 2,
        lastSeenAt: '2026-11-28T10:00:00.000Z',
      },
      {
        id: chair.memberId,
        firstName: 'Zoë',
        lastName: 'Peeters',
        email: 'voorzitter@example.be',
        role: 'beheerder',
        twoStep: false,
        sessions: 1,
        // This very request used the session (at most one write per 5 minutes).
        lastSeenAt: '2026-11-28T10:00:00.000Z',
      },
    ] satisfies AdminSummary[]);

    // A session past its end is no device signed in.
    clock = new Date('2026-12-06T09:30:00.000Z');
    const later = (await createAdmin(server, { email: 'later@example.be' })).request;
    const counted = (await later('/admin/api/admins')).json as AdminSummary[];
    expect(counted.find((admin) => admin.id === editor.memberId)).toMatchObject({ sessions: 0, lastSeenAt: null });
  });

  it('is for beheerders only, and so are the spec routes for the admin ids, promote and demote', async () => {
    await start();
    await createAdmin(server);
    const secretary = await createAdminAs(server, 'secretariaat');
    const member = await makeMember(server.store, { email: 'nieuw@example.be' });
    for (const [pathname, method] of [
      ['/admin/api/admins', 'GET'],
      ['/admin/api/members/admins', 'GET'],
      [`/admin/api/members/${member.id}/promote-admin`, 'POST'],
      [`/admin/api/members/${secretary.memberId}/demote-admin`, 'POST'],
      [`/admin/api/admins/${secretary.memberId}/role`, 'PUT'],
      [`/admin/api/admins/${secretary.memberId}/sessions`, 'DELETE'],
    ] as const) {
      const answer = await secretary.request(pathname, method === 'GET' ? {} : { method, body: { role: 'beheerder' } });
      expect([pathname, answer.status, answer.json]).toEqual([pathname, 403, { message: adminRoleTexts.forbidden }]);
    }
    expect(roleOf(member.id)).toBeUndefined();
    expect(roleOf(secretary.memberId)).toBe('secretariaat');
  });
});

describe('PUT /admin/api/admins/:id/role', () => {
  it("changes the role from the admin's next request on, logged; the same role again changes and logs nothing", async () => {
    await start();
    const chair = await createAdmin(server);
    const other = await createAdmin(server, { email: 'tweede@example.be' });
    expect((await other.request('/admin/api/settings')).status).toBe(200);

    const changed = await chair.request(`/admin/api/admins/${other.memberId}/role`, {
      method: 'PUT',
      body: { role: 'secretariaat' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: other.memberId, role: 'secretariaat', sessions: 1 });
    expect((await other.request('/admin/api/me')).json).toMatchObject({ role: 'secretariaat' });
    expect((await other.request('/admin/api/settings')).json).toEqual({ message: adminRoleTexts.forbidden });
    expect((await other.request('/admin/api/members')).status).toBe(200);

    const again = await chair.request(`/admin/api/admins/${other.memberId}/role`, {
      method: 'PUT',
      body: { role: 'secretariaat' },
    });
    expect(again.status).toBe(200);
    const roleEntries = (await auditEntries(server)).filter((entry) => entry.kind === 'rol');
    expect(roleEntries).toEqual([
      {
        at: clock.toISOString(),
        kind: 'rol',
        actorId: chair.memberId,
        action: 'rol gewijzigd naar Secretariaat',
        recordIds: [other.memberId],
      },
    ]);
  });

  it('refuses an unknown role with the Dutch list, and anyone who is no administrator', async () => {
    await start();
    const chair = await createAdmin(server);
    const member = await makeMember(server.store, { email: 'lid@example.be' });
    const bad = await chair.request(`/admin/api/admins/${chair.memberId}/role`, {
      method: 'PUT',
      body: { role: 'voorzitter' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: { role: adminRoleTexts.badRole } });
    for (const id of [member.id, 9999, 'abc']) {
      const answer = await chair.request(`/admin/api/admins/${id}/role`, { method: 'PUT', body: { role: 'redactie' } });
      expect([answer.status, answer.json]).toEqual([404, { message: adminAccountTexts.notAnAdmin }]);
    }
    expect(roleOf(chair.memberId)).toBe('beheerder');
  });
});

describe('the last beheerder', () => {
  it('cannot get another role, be demoted or be deleted, even with other administrators about', async () => {
    await start();
    const chair = await createAdmin(server);
    const secretary = await createAdminAs(server, 'secretariaat');
    // A beheerder's credential left behind by a member who is gone counts for no one.
    await server.store.credentials.create({
      memberId: 9999,
      passwordHash: 'scrypt$achtergebleven',
      admin: true,
      role: 'beheerder',
    });
    const member = server.store.members.get(chair.memberId)!;
    for (const [pathname, method, headers] of [
      [`/admin/api/admins/${chair.memberId}/role`, 'PUT', {}],
      [`/admin/api/members/${chair.memberId}/demote-admin`, 'POST', {}],
      [`/admin/api/members/${chair.memberId}`, 'DELETE', { 'If-Match': `"${member.version}"` }],
    ] as const) {
      const answer = await chair.request(pathname, { method, headers, body: { role: 'redactie' } });
      expect([pathname, answer.status, answer.json]).toEqual([
        pathname,
        409,
        { message: adminAccountTexts.lastBeheerder },
      ]);
    }
    expect(roleOf(chair.memberId)).toBe('beheerder');
    expect((await chair.request('/admin/api/me')).status).toBe(200);
    // Another administrator may go: they are no beheerder.
    const demoted = await chair.request(`/admin/api/members/${secretary.memberId}/demote-admin`, { method: 'POST' });
    expect([demoted.status, demoted.json]).toEqual([200, { id: secretary.memberId, admin: false }]);

    // With a second beheerder, the first may become something else, and the second is then the last.
    const second = await createAdmin(server, { email: 'tweede@example.be' });
    const stepDown = await second.request(`/admin/api/admins/${chair.memberId}/role`, {
      method: 'PUT',
      body: { role: 'penningmeester' },
    });
    expect(stepDown.status).toBe(200);
    const back = await second.request(`/admin/api/admins/${second.memberId}/role`, {
      method: 'PUT',
      body: { role: 'redactie' },
    });
    expect(back.status).toBe(409);
  });

  it('holds when two beheerders take the role away from each other at once: one of them stays', async () => {
    await start();
    const first = await createAdmin(server);
    const second = await createAdmin(server, { email: 'tweede@example.be' });
    const answers = await Promise.all([
      first.request(`/admin/api/admins/${second.memberId}/role`, { method: 'PUT', body: { role: 'redactie' } }),
      second.request(`/admin/api/admins/${first.memberId}/role`, { method: 'PUT', body: { role: 'redactie' } }),
      first.request(`/admin/api/members/${second.memberId}/demote-admin`, { method: 'POST' }),
      second.request(`/admin/api/members/${first.memberId}/demote-admin`, { method: 'POST' }),
    ]);
    const beheerders = server.store.credentials.filter((c) => c.admin && c.role === 'beheerder');
    expect(beheerders).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    // The others were refused: the last beheerder (409), or a sender or target no longer allowed or admin.
    for (const answer of answers) expect([200, 401, 403, 404, 409]).toContain(answer.status);
    expect(answers.map((answer) => answer.status)).toContain(409);
  });
});

describe('promote and demote', () => {
  it('promotes as beheerder by default or with the role asked for, and logs each promotion and demotion', async () => {
    await start();
    const chair = await createAdmin(server);
    const anna = await makeMember(server.store, { firstName: 'Anna', email: 'anna@example.be' });
    const bert = await makeMember(server.store, { firstName: 'Bert', email: 'bert@example.be' });

    const plain = await chair.request(`/admin/api/members/${anna.id}/promote-admin`, { method: 'POST' });
    expect([plain.status, plain.json]).toEqual([200, { id: anna.id, admin: true, role: 'beheerder' }]);
    const asEditor = await chair.request(`/admin/api/members/${bert.id}/promote-admin`, {
      method: 'POST',
      body: { role: 'redactie' },
    });
    expect([asEditor.status, asEditor.json]).toEqual([200, { id: bert.id, admin: true, role: 'redactie' }]);
    expect(roleOf(bert.id)).toBe('redactie');
    // Again, with another role: an admin already, so nothing changes (the role route gives roles).
    const again = await chair.request(`/admin/api/members/${bert.id}/promote-admin`, {
      method: 'POST',
      body: { role: 'secretariaat' },
    });
    expect(again.json).toEqual({ id: bert.id, admin: true, role: 'redactie' });
    const demoted = await chair.request(`/admin/api/members/${bert.id}/demote-admin`, { method: 'POST' });
    expect([demoted.status, demoted.json]).toEqual([200, { id: bert.id, admin: false }]);

    const refused = await chair.request(`/admin/api/members/${bert.id}/promote-admin`, {
      method: 'POST',
      body: { role: 'baas' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ errors: { role: adminRoleTexts.badRole } });
    expect(server.store.credentials.find((c) => c.memberId === bert.id)?.admin).toBe(false);

    const entries = (await auditEntries(server)).filter((entry) => entry.kind === 'rol');
    expect(entries.map((entry) => [entry.action, entry.recordIds, entry.actorId])).toEqual([
      ['beheerder gemaakt', [anna.id], chair.memberId],
      ['beheerder gemaakt met de rol Redactie', [bert.id], chair.memberId],
      ['beheerdersrechten ingetrokken', [bert.id], chair.memberId],
    ]);
  });
});

describe('DELETE /admin/api/admins/:id/sessions', () => {
  it('signs every device of that admin out, says how many, and logs it; their password still works', async () => {
    await start();
    const chair = await createAdmin(server);
    const other = await createAdminAs(server, 'penningmeester', { email: 'penning@example.be' });
    const phone = await login(server, other.email, other.password);

    const ended = await chair.request(`/admin/api/admins/${other.memberId}/sessions`, { method: 'DELETE' });
    expect([ended.status, ended.json]).toEqual([200, { ended: 2 }]);
    expect((await other.request('/admin/api/me')).status).toBe(401);
    expect((await server.request('/admin/api/me', { headers: { Authorization: `Bearer ${phone}` } })).status).toBe(401);
    expect((await chair.request('/admin/api/me')).status).toBe(200);
    expect(await login(server, other.email, other.password)).toEqual(expect.any(String));

    const none = await chair.request(`/admin/api/admins/${chair.memberId + 1000}/sessions`, { method: 'DELETE' });
    expect([none.status, none.json]).toEqual([404, { message: adminAccountTexts.notAnAdmin }]);
    const entries = (await auditEntries(server)).filter((entry) => entry.kind === 'afmelding');
    expect(entries.map((entry) => [entry.action, entry.recordIds, entry.actorId])).toEqual([
      ['alle sessies beëindigd', [other.memberId], chair.memberId],
    ]);
  });
});

describe("an administrator's member record", () => {
  it('keeps its e-mail address and its existence for a beheerder to change; the secretariat edits the rest', async () => {
    await start();
    const chair = await createAdmin(server, { email: 'voorzitter@example.be' });
    const second = await createAdmin(server, { email: 'tweede@example.be' });
    const secretary = await createAdminAs(server, 'secretariaat', { email: 'secretariaat@example.be' });
    const member = await makeMember(server.store, { email: 'lid@example.be' });
    const put = (admin: typeof chair, id: number, body: Record<string, unknown>) =>
      admin.request(`/admin/api/members/${id}`, { method: 'PUT', body });

    const moved = await put(secretary, second.memberId, { email: 'ander@example.be' });
    expect([moved.status, moved.json]).toEqual([409, { message: memberTexts.adminEmail }]);
    const cleared = await put(secretary, second.memberId, { email: null });
    expect(cleared.status).toBe(409);
    expect(server.store.members.get(second.memberId)?.email).toBe('tweede@example.be');
    // The same address in other letters, and the other fields, are the secretariat's.
    const phone = await put(secretary, second.memberId, { email: 'TWEEDE@example.be', phoneNumber: '050 11 22 33' });
    expect(phone.status).toBe(200);
    expect((await put(secretary, member.id, { email: 'nieuw@example.be' })).status).toBe(200);

    const removed = await secretary.request(`/admin/api/members/${second.memberId}`, { method: 'DELETE' });
    expect([removed.status, removed.json]).toEqual([409, { message: memberTexts.adminDelete }]);
    expect(server.store.members.get(second.memberId)).toBeDefined();

    expect((await put(chair, second.memberId, { email: 'ander@example.be' })).status).toBe(200);
    expect((await chair.request(`/admin/api/members/${second.memberId}`, { method: 'DELETE' })).status).toBe(204);
  });
});
