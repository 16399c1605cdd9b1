import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { adminRouters, type AppDeps } from '../../server/app';
import { authorized, createAdmin, login, type AdminSession } from '../helpers/admin';
import { mailedPassword, pooled, postLogin, quiet, secretLeak } from '../helpers/auth-kit';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import type { Answer } from '../helpers/answers';

/** Every way a request may fail to be a current admin's; each must get a bare 401 on every route. */
const refusedCases = [
  'no Authorization header',
  'a Basic scheme',
  'an empty Bearer',
  'Bearer with garbage',
  'a token signed with another secret',
  'an expired token',
  'a token without an expiry',
  'a token issued more than 7 days ago',
  'an HS512 token',
  'an unsigned token',
  'a token without tv',
  'a token with a later tv',
  'a token of a member who is not admin',
  'a token of a member with a non-admin credential',
  'a token of an unknown member',
  'the token of a demoted admin',
  'a demoted admin token with the current tv',
  'the session that did not change the password',
  'the session that changed the password',
  'the token of a deleted admin',
] as const;
type RefusedCase = (typeof refusedCases)[number];
type Route = { method: string; path: string };

/** What is wrong with an answer that should be a bare 401, or null when it is one. */
function notARefusal(answer: Answer): string | null {
  if (answer.status !== 401) return `status ${answer.status}: ${answer.text.slice(0, 160)}`;
  const body = answer.json as Record<string, unknown> | undefined;
  if (!body || typeof body.message !== 'string' || body.message === '') return `no JSON message: ${answer.text}`;
  if (Object.keys(body).join() !== 'message') return `more than a message: ${answer.text}`;
  if (!/^Bearer/.test(answer.headers.get('www-authenticate') ?? '')) return 'no WWW-Authenticate: Bearer';
  return null;
}

describe('the admin API auth matrix', () => {
  const jwtSecret = 'matrix-test-secret-that-is-long-enough';
  const key = new TextEncoder().encode(jwtSecret);
  let server: TestServer;
  let admin: AdminSession;
  let routes: Route[];
  let ids: Record<string, number>;
  let freshToken: string;
  let deletedId: number;
  let authorization: Record<RefusedCase, string | undefined>;

  /** A token as the server signs them, with one thing changed per case. */
  async function forge(
    options: {
      secret?: Uint8Array;
      alg?: string;
      sub?: number;
      tv?: number | null;
      issuedAt?: number;
      expiresAt?: number | null;
    } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const tv = options.tv === undefined ? tokenVersionOf(admin.memberId) : options.tv;
    const jwt = new SignJWT(tv === null ? {} : { tv })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(String(options.sub ?? admin.memberId))
      .setIssuedAt(options.issuedAt ?? now);
    if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? now + 3600);
    return jwt.sign(options.secret ?? key);
  }

  const tokenVersionOf = (memberId: number) =>
    server.store.credentials.find((credential) => credential.memberId === memberId)?.tokenVersion ?? 1;

  const storeState = () =>
    JSON.stringify(
      (['members', 'credentials', 'events', 'pages', 'newsletters', 'images', 'newsletterJobs'] as const).map(
        (name) => [name, server.store[name].revision],
      ),
    );

  function fill(route: string): string {
    const resource = route.split('/')[3] ?? '';
    return route.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'role') return 'MEMBER';
      if (name === 'id' && ids[resource] !== undefined) return String(ids[resource]);
      throw new Error(`Geen testwaarde voor :${name} in ${route}`);
    });
  }

  function call(route: Route, auth: string | undefined) {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    return server.request(fill(route.path), {
      method: route.method,
      headers: {
        ...(auth === undefined ? {} : { Authorization: auth }),
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: '{}' } : {}),
    });
  }

  async function expectOk(answer: Promise<Answer>, status: number) {
    const { status: actual, text } = await answer;
    if (actual !== status) throw new Error(`Verwacht ${status}, kreeg ${actual}: ${text}`);
  }

  beforeAll(async () => {
    server = await startTestServer({ env: { JWT_SECRET: jwtSecret } });
    const deps: AppDeps = {
      config: server.config,
      store: server.store,
      services: server.services,
      now: () => new Date(),
      log: quiet,
    };
    routes = adminRouters(deps).flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
      ),
    );

    admin = await createAdmin(server, { email: 'voorzitter@example.be', password: 'voorzitter-wachtwoord' });
    const target = await makeMember(server.store, { email: 'doelwit@example.be', role: 'MEMBER' });
    const image = await makeImage(server.store, server.config.uploadsDir);
    ids = {
      members: target.id,
      events: (await makeWalk(server.store)).id,
      'website-pages': (await makePage(server.store)).id,
      newsletters: (await makeNewsletter(server.store)).id,
      images: image.id,
    };

    // A second admin promoted over HTTP, who signs in with the mailed password and is then demoted.
    const promoted = await makeMember(server.store, { firstName: 'Bert', email: 'bert@example.be' });
    await expectOk(admin.request(`/admin/api/members/${promoted.id}/promote-admin`, { method: 'POST' }), 200);
    const mailed = await mailedPassword(server.config.dataDir, 'bert@example.be');
    const demotedToken = await login(server, 'bert@example.be', mailed);
    await expectOk(authorized(server, demotedToken)('/admin/api/me'), 200);
    await expectOk(admin.request(`/admin/api/members/${promoted.id}/demote-admin`, { method: 'POST' }), 200);

    // An admin who signs in twice, then changes the password with the second session.
    const changer = await createAdmin(server, { email: 'secretaris@example.be', password: 'oud-wachtwoord' });
    const otherSession = await login(server, 'secretaris@example.be', 'oud-wachtwoord');
    const changed = await authorized(server, otherSession)('/admin/api/change-password', {
      method: 'POST',
      body: { oldPassword: 'oud-wachtwoord', newPassword: 'nieuw-wachtwoord' },
    });
    if (changed.status !== 200) throw new Error(`Wachtwoord wijzigen mislukt: ${changed.text}`);
    freshToken = (changed.json as { token: string }).token;

    const deleted = await createAdmin(server, { email: 'penning@example.be' });
    await expectOk(admin.request(`/admin/api/members/${deleted.memberId}`, { method: 'DELETE' }), 204);
    deletedId = deleted.memberId;

    const plain = await makeMember(server.store, { email: 'gewoon@example.be' });
    const nonAdmin = await makeMember(server.store, { email: 'oud-lid@example.be' });
    await setPassword(server.store, nonAdmin.id, 'een-wachtwoord', { admin: false });

    const now = Math.floor(Date.now() / 1000);
    const bearer = (token: string) => `Bearer ${token}`;
    authorization = {
      'no Authorization header': undefined,
      'a Basic scheme': `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString('base64')}`,
      'an empty Bearer': 'Bearer ',
      'Bearer with garbage': 'Bearer dit.is.geen-token',
      'a token signed with another secret': bearer(
        await forge({ secret: new TextEncoder().encode('een-ander-geheim-van-lengte') }),
      ),
      'an expired token': bearer(await forge({ issuedAt: now - 3600, expiresAt: now - 60 })),
      'a token without an expiry': bearer(await forge({ expiresAt: null })),
      'a token issued more than 7 days ago': bearer(await forge({ issuedAt: now - 8 * 24 * 3600 })),
      'an HS512 token': bearer(await forge({ alg: 'HS512' })),
      'an unsigned token': bearer(
        new UnsecuredJWT({ tv: tokenVersionOf(admin.memberId) })
          .setSubject(String(admin.memberId))
          .setExpirationTime('1h')
          .encode(),
      ),
      'a token without tv': bearer(await forge({ tv: null })),
      'a token with a later tv': bearer(await forge({ tv: tokenVersionOf(admin.memberId) + 1 })),
      'a token of a member who is not admin': bearer(await forge({ sub: plain.id, tv: 1 })),
      'a token of a member with a non-admin credential': bearer(
        await forge({ sub: nonAdmin.id, tv: tokenVersionOf(nonAdmin.id) }),
      ),
      'a token of an unknown member': bearer(await forge({ sub: 999_999, tv: 1 })),
      'the token of a demoted admin': bearer(demotedToken),
      'a demoted admin token with the current tv': bearer(
        await forge({ sub: promoted.id, tv: tokenVersionOf(promoted.id) }),
      ),
      'the session that did not change the password': bearer(changer.token),
      'the session that changed the password': bearer(otherSession),
      'the token of a deleted admin': bearer(deleted.token),
    };
  });
  afterAll(() => server?.close());

  it('reads every admin route from adminRouters', () => {
    const list = routes.map((route) => `${route.method} ${route.path}`);
    expect(list.length, list.join('\n')).toBeGreaterThanOrEqual(35);
    expect(list).toContain('DELETE /admin/api/images/:id');
    expect(list).toContain('POST /admin/api/change-password');
    expect(list).toContain('GET /admin/api/members/:id');
    expect(new Set(list).size).toBe(list.length);
  });

  it('accepts a forged token when nothing is wrong with it, so each refusal below has one cause', async () => {
    expect((await authorized(server, await forge())('/admin/api/me')).status).toBe(200);
  });

  it('answered a working token to the password change, and deleted the admin with their credential', async () => {
    expect((await authorized(server, freshToken)('/admin/api/me')).status).toBe(200);
    expect(await login(server, 'secretaris@example.be', 'nieuw-wachtwoord')).toBeTruthy();
    expect((await postLogin(server, 'secretaris@example.be', 'oud-wachtwoord')).status).toBe(401);
    expect(server.store.members.get(deletedId)).toBeUndefined();
    expect(server.store.credentials.find((credential) => credential.memberId === deletedId)).toBeUndefined();
  });

  it.each(refusedCases)('refuses every route with %s', async (name) => {
    const before = storeState();
    const answers = await pooled(routes, 12, (route) => call(route, authorization[name]));
    const wrong = routes.flatMap((route, index) => {
      const problem = notARefusal(answers[index]!);
      return problem ? [`${route.method} ${route.path}: ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
    expect(storeState(), 'a refused call changed the store').toBe(before);
  });

  it('refuses an unknown admin path without a token rather than saying it does not exist', async () => {
    expect(notARefusal(await server.request('/admin/api/bestaat-niet'))).toBeNull();
    expect((await admin.request('/admin/api/bestaat-niet')).status).toBe(404);
  });

  it('lets a current admin through on every route, never with a 500 or a secret', async () => {
    // Deletions last, so the other routes see records that exist.
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const wrong: string[] = [];
    for (const route of ordered) {
      const answer = await call(route, `Bearer ${admin.token}`);
      if (answer.status === 401 || answer.status >= 500 || secretLeak.test(answer.text)) {
        wrong.push(`${route.method} ${route.path}: ${answer.status} ${answer.text.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(server.logged.filter((entry) => String(entry[0]).startsWith('Fout bij'))).toEqual([]);
  });
});

/** The password in the promotion mail, from the .eml the file transport writes. */
