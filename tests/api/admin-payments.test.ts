import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoleTexts, erasedMember, paymentTexts, type PaymentMember } from '../../server/contracts';
import type { AdminSession } from '../helpers/admin';
import { createAdminAs } from '../helpers/admin-roles';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeMember } from '../helpers/factories';

/**
 * The treasurer's view of the members (GET /admin/api/payments/members, PUT …/members/:id): names and
 * payments, nothing personal beyond what a payment request needs.
 */
let server: TestServer;
let treasurer: AdminSession;
const address = { street: 'Kerkstraat', houseNumber: '3', city: 'Aartrijke', postalCode: '8211', country: 'België' };

beforeAll(async () => {
  server = await startTestServer();
  treasurer = await createAdminAs(server, 'penningmeester', { email: 'penning@example.be', firstName: 'Paula' });
});
afterAll(() => server?.close());

const list = async (query = '') => {
  const answer = await treasurer.request(`/admin/api/payments/members${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as PaymentMember[];
};

describe('GET /admin/api/payments/members', () => {
  it('answers names, e-mail, active and paid, sorted by name; no address, birth date, phone or comments', async () => {
    const zeger = await makeMember(server.store, {
      firstName: 'Zeger',
      lastName: 'Claes',
      email: 'zeger@example.be',
      dateOfBirth: '1970-03-04',
      phoneNumber: '050 12 34 56',
      comments: 'Betaalt altijd contant.',
      address,
      paid: true,
    });
    const bea = await makeMember(server.store, { firstName: 'Bea', lastName: 'Aerts', active: false });
    const gone = await makeMember(server.store, { firstName: 'Weg', lastName: 'Adams', email: 'weg@example.be' });
    await server.store.members.update(gone.id, (current) => erasedMember(current, new Date().toISOString()));

    const answer = await treasurer.request('/admin/api/payments/members');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const members = answer.json as PaymentMember[];
    expect(members.map((member) => member.id)).not.toContain(gone.id);
    expect(members.find((member) => member.id === zeger.id)).toEqual({
      id: zeger.id,
      firstName: 'Zeger',
      lastName: 'Claes',
      email: 'zeger@example.be',
      active: true,
      paid: true,
      version: 1,
    });
    expect(members.find((member) => member.id === bea.id)).toEqual({
      id: bea.id,
      firstName: 'Bea',
      lastName: 'Aerts',
      active: false,
      paid: false,
      version: 1,
    });
    expect(members.map((member) => member.lastName)).toEqual(
      [...members.map((member) => member.lastName)].sort((a, b) => a.localeCompare(b, 'nl')),
    );
    for (const secret of ['Kerkstraat', '1970-03-04', '050 12 34 56', 'contant', 'Weg']) {
      expect(answer.text).not.toContain(secret);
    }
  });

  it('filters on paid (ja or nee) and searches name and e-mail; refuses another filter value', async () => {
    const nele = await makeMember(server.store, { firstName: 'Nele', lastName: 'Goethals', paid: true });
    const nico = await makeMember(server.store, { firstName: 'Nico', lastName: 'Goethals', email: 'nico@kaai.be' });
    expect((await list('?betaald=ja&zoek=goethals')).map((m) => m.id)).toEqual([nele.id]);
    expect((await list('?betaald=nee&zoek=GOETHALS')).map((m) => m.id)).toEqual([nico.id]);
    expect((await list('?zoek=%40kaai')).map((m) => m.id)).toEqual([nico.id]);
    expect((await list('?betaald=&zoek=')).length).toBe(server.store.members.filter((m) => !m.erasedAt).length);

    for (const [query, errors] of [
      ['?betaald=misschien', { betaald: paymentTexts.paidFilter }],
      ['?betaald=ja&betaald=nee', { betaald: paymentTexts.paidFilter }],
      [`?zoek=${'x'.repeat(101)}`, { zoek: paymentTexts.search }],
    ] as const) {
      const answer = await treasurer.request(`/admin/api/payments/members${query}`);
      expect([query, answer.status, answer.json]).toEqual([query, 400, expect.objectContaining({ errors })]);
    }
  });
});

describe('PUT /admin/api/payments/members/:id', () => {
  const put = (id: number | string, body: unknown, version?: number | string) =>
    treasurer.request(`/admin/api/payments/members/${id}`, {
      method: 'PUT',
      headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
      body,
    });

  it('sets paid at the version the treasurer saw, answers the payment view with its ETag, and changes nothing else', async () => {
    const member = await makeMember(server.store, { firstName: 'Jef', email: 'jef@example.be', address });
    const answer = await put(member.id, { paid: true }, 1);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"2"');
    expect(answer.json).toEqual({
      id: member.id,
      firstName: 'Jef',
      lastName: 'Peeters',
      email: 'jef@example.be',
      active: true,
      paid: true,
      version: 2,
    });
    const { version: _v, updatedAt: _u, paid: _p, ...rest } = server.store.members.get(member.id)!;
    const { version: _v1, updatedAt: _u1, paid: _p1, ...before } = member;
    expect(rest).toEqual(before);
    expect(server.store.members.get(member.id)?.paid).toBe(true);
  });

  it('refuses a stale version with the current payment view, a missing version, a bad body and an erased member', async () => {
    const member = await makeMember(server.store, { firstName: 'Lies', address, dateOfBirth: '1980-01-02' });
    expect((await put(member.id, { paid: true }, 1)).status).toBe(200);

    const stale = await put(member.id, { paid: false }, 1);
    expect(stale.status).toBe(409);
    expect((stale.json as { current: unknown }).current).toEqual({
      id: member.id,
      firstName: 'Lies',
      lastName: 'Peeters',
      active: true,
      paid: true,
      version: 2,
    });
    expect(stale.text).not.toContain('1980-01-02');

    const unversioned = await put(member.id, { paid: false });
    expect([unversioned.status, unversioned.json]).toEqual([428, { message: paymentTexts.versionRequired }]);
    expect((await put(member.id, { paid: 'ja' }, 2)).status).toBe(400);
    expect((await put(member.id, {}, 2)).status).toBe(400);
    for (const id of [9999, 'abc']) {
      const missing = await put(id, { paid: true }, 1);
      expect([missing.status, missing.json]).toEqual([404, { message: paymentTexts.notFound }]);
    }

    await server.store.members.update(member.id, (current) => erasedMember(current, new Date().toISOString()));
    const erased = await put(member.id, { paid: false }, 3);
    expect([erased.status, erased.json]).toEqual([404, { message: paymentTexts.notFound }]);
    expect(server.store.members.get(member.id)?.version).toBe(3);
  });

  it('is open to the secretariat and the beheerder, not to the editors', async () => {
    const member = await makeMember(server.store, { firstName: 'Koen' });
    const secretary = await createAdminAs(server, 'secretariaat');
    const editor = await createAdminAs(server, 'redactie');
    expect((await secretary.request('/admin/api/payments/members')).status).toBe(200);
    const refused = await editor.request(`/admin/api/payments/members/${member.id}`, {
      method: 'PUT',
      headers: { 'If-Match': '"1"' },
      body: { paid: true },
    });
    expect([refused.status, refused.json]).toEqual([403, { message: adminRoleTexts.forbidden }]);
    expect(server.store.members.get(member.id)?.paid).toBe(false);
    // And the treasurer reads no other member data.
    const members = await treasurer.request('/admin/api/members');
    expect([members.status, members.json]).toEqual([403, { message: adminRoleTexts.forbidden }]);
  });
});
