import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../server/auth/sessions';
import { adminRouter, authTexts, isGatedAdminRouter, type AdminState } from '../../server/auth/gate';
import { createRouter } from '../../server/http/router';
import { idempotencyTexts } from '../../server/middleware/idempotency';
import { authorized, createAdmin } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';

/**
 * The admin gate and the Idempotency-Key store, request by request, on a server whose clock the test
 * moves. Each test makes its own admin inside `it`, so the mutation tests (npm run test:mutation) see
 * which test reaches which line.
 */
let server: TestServer;
let clock = new Date('2026-11-27T10:00:00.000Z');
const minute = 60_000;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.close());

const me = (authorization?: string) =>
  server.request('/admin/api/me', { headers: authorization === undefined ? {} : { Authorization: authorization } });

describe('the admin gate', () => {
  it('reads the bearer token in any case of the scheme and with spaces around, and nothing else', async () => {
    const admin = await createAdmin(server, { email: 'schema@example.be' });
    for (const header of [`Bearer ${admin.token}`, `bearer ${admin.token}`, `  BEARER \t ${admin.token}  `]) {
      const answer = await me(header);
      expect(answer.status, header).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    for (const [header, message] of [
      [undefined, authTexts.missing],
      ['', authTexts.missing],
      ['Bearer', authTexts.missing],
      [`Basic ${admin.token}`, authTexts.missing],
      [`Bearer ${admin.token} extra`, authTexts.missing],
      [`Bearer${admin.token}`, authTexts.missing],
      [`XBearer ${admin.token}`, authTexts.missing],
      [`Bearer ${admin.token}x`, authTexts.invalid],
    ] as const) {
      const answer = await me(header);
      expect([answer.status, answer.json], String(header)).toEqual([401, { message }]);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('ends a session after 7 idle days, moves that on with use at most every 5 minutes, and ends it at 30 days', async () => {
    const admin = await createAdmin(server, { email: 'klok@example.be' });
    const session = () => findSession(server.store, admin.token, clock);
    const signedIn = session()!;
    later(4 * minute);
    expect((await me(`Bearer ${admin.token}`)).status).toBe(200);
    expect(session()?.lastUsedAt).toBe(signedIn.lastUsedAt);
    later(minute);
    expect((await me(`Bearer ${admin.token}`)).status).toBe(200);
    expect(session()?.lastUsedAt).toBe(clock.toISOString());
    // Used every 6 days: still in after 29 days, out at 30.
    for (let days = 0; days < 4; days++) {
      later(6 * 24 * 60 * minute);
      expect((await me(`Bearer ${admin.token}`)).status, `day ${6 * (days + 1)}`).toBe(200);
    }
    // Signed in 24 days and 5 minutes ago: one minute short of 30 days, then one past.
    later(6 * 24 * 60 * minute - 6 * minute);
    expect((await me(`Bearer ${admin.token}`)).status).toBe(200);
    later(2 * minute);
    expect((await me(`Bearer ${admin.token}`)).json).toEqual({ message: authTexts.invalid });

    const idle = await createAdmin(server, { email: 'stil@example.be' });
    later(7 * 24 * 60 * minute - 1);
    expect((await me(`Bearer ${idle.token}`)).status).toBe(200);
    later(7 * 24 * 60 * minute);
    expect((await me(`Bearer ${idle.token}`)).status).toBe(401);
  });

  it('lets a session in only while its member is an administrator', async () => {
    const admin = await createAdmin(server, { email: 'rechten@example.be' });
    await server.store.credentials.updateWhere(
      (credential) => credential.memberId === admin.memberId,
      (credential) => ({ ...credential, admin: false }),
    );
    expect((await me(`Bearer ${admin.token}`)).status).toBe(401);
    await server.store.credentials.updateWhere(
      (credential) => credential.memberId === admin.memberId,
      (credential) => ({ ...credential, admin: true }),
    );
    expect((await me(`Bearer ${admin.token}`)).status).toBe(200);
    await server.store.members.remove(admin.memberId);
    expect((await me(`Bearer ${admin.token}`)).status).toBe(401);
  });
});

describe('admin routers', () => {
  it('are gated only when made by adminRouter, with its gate first', () => {
    const gated = adminRouter({ signedIn: [(_ctx, next) => next()], afterRole: [] }, ['beheerder']);
    expect(isGatedAdminRouter(gated)).toBe(true);
    expect(isGatedAdminRouter(createRouter<AdminState>())).toBe(false);
  });
});

describe('the Idempotency-Key store', () => {
  const createPage = (
    request: ReturnType<typeof authorized>,
    key: string,
    link: string,
    path = '/admin/api/website-pages',
  ) => request(path, { method: 'POST', headers: { 'Idempotency-Key': key }, body: { title: link, link } });

  it('answers a repeat with the first answer, per admin, for 24 hours; a key over 200 characters is refused', async () => {
    const first = await createAdmin(server, { email: 'sleutel-een@example.be' });
    const second = await createAdmin(server, { email: 'sleutel-twee@example.be' });
    const made = await createPage(first.request, 'k-1', 'een');
    expect(made.status).toBe(201);
    const again = await createPage(first.request, 'k-1', 'een');
    expect([again.status, again.json, again.headers.get('idempotent-replayed')]).toEqual([201, made.json, 'true']);
    expect(again.headers.get('etag')).toBe(made.headers.get('etag'));
    // Another admin's key of the same name is their own.
    const theirs = await createPage(second.request, 'k-1', 'twee');
    expect([theirs.status, theirs.headers.get('idempotent-replayed')]).toEqual([201, null]);
    // On another path the key is refused, and nothing is made.
    const elsewhere = await createPage(first.request, 'k-1', 'drie', '/admin/api/newsletters');
    expect([elsewhere.status, elsewhere.json]).toEqual([409, { message: idempotencyTexts.reused }]);

    const long = await createPage(first.request, 'x'.repeat(201), 'vier');
    expect([long.status, long.json]).toEqual([400, { message: idempotencyTexts.badKey }]);
    expect((await createPage(first.request, 'x'.repeat(200), 'vier')).status).toBe(201);

    later(23 * 60 * minute);
    const hoursLater = await createPage(first.request, 'k-1', 'een');
    expect(hoursLater.headers.get('idempotent-replayed')).toBe('true');
    later(60 * minute + 1);
    const dayLater = await createPage(first.request, 'k-1', 'vijf');
    expect([dayLater.status, dayLater.headers.get('idempotent-replayed')]).toEqual([201, null]);
    // The answers of the day before are gone from the file as well.
    expect(
      server.store.idempotency.filter((entry) => entry.key === 'k-1' && entry.memberId === second.memberId),
    ).toEqual([]);
  });

  it('replays every kind of write, and refuses a key again with another method on the same path', async () => {
    const admin = await createAdmin(server, { email: 'soorten@example.be' });
    const made = await createPage(admin.request, 'maak', 'soorten');
    const page = made.json as { id: number };
    const path = `/admin/api/website-pages/${page.id}`;
    const patch = () =>
      admin.request(path, { method: 'PATCH', headers: { 'Idempotency-Key': 'wijzig' }, body: { title: 'Nieuw' } });
    const patched = await patch();
    expect(patched.status).toBe(200);
    const again = await patch();
    expect([again.headers.get('idempotent-replayed'), again.json]).toEqual(['true', patched.json]);
    const otherMethod = await admin.request(path, { method: 'DELETE', headers: { 'Idempotency-Key': 'wijzig' } });
    expect([otherMethod.status, otherMethod.json]).toEqual([409, { message: idempotencyTexts.reused }]);

    const remove = () => admin.request(path, { method: 'DELETE', headers: { 'Idempotency-Key': 'weg' } });
    expect((await remove()).status).toBe(204);
    const removedAgain = await remove();
    // The first answer, a 204 without a body or an ETag, and not a 404 for what is gone now.
    expect([removedAgain.status, removedAgain.text, removedAgain.headers.get('etag')]).toEqual([204, '', null]);
    expect(removedAgain.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps only answers that succeeded, and never for a read', async () => {
    const admin = await createAdmin(server, { email: 'mislukt@example.be' });
    const refused = await admin.request('/admin/api/website-pages', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'later-goed' },
      body: { title: '' },
    });
    expect(refused.status).toBe(400);
    const fixed = await createPage(admin.request, 'later-goed', 'goed');
    expect([fixed.status, fixed.headers.get('idempotent-replayed')]).toEqual([201, null]);
    const read = await admin.request('/admin/api/website-pages', { headers: { 'Idempotency-Key': 'lezen' } });
    expect(read.status).toBe(200);
    expect(server.store.idempotency.find((entry) => entry.key === 'lezen')).toBeUndefined();
    expect(server.store.idempotency.find((entry) => entry.key === 'later-goed')).toMatchObject({
      memberId: admin.memberId,
      method: 'POST',
      path: '/admin/api/website-pages',
      status: 201,
    });
  });
});
