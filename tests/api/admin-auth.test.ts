import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/admins';
import { digestOf, startSession } from '../../server/auth/sessions';
import type Router from '@koa/router';
import { adminRouters } from '../../server/app';
import type { AppDeps } from '../../server/container';
import { isGatedAdminRouter, type AdminState } from '../../server/auth/gate';
import { exactPathRequest, type ExactPathAnswer } from '../helpers/raw-http';
import { pathVariants } from '../helpers/path-variants';
import { authorized, createAdmin, login, type AdminSession } from '../helpers/admin';
import { acceptPromotion, pooled, postLogin, quiet, secretLeak } from '../helpers/auth-kit';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { fillRoute, storeState, withAppShell } from '../helpers/route-matrix';
import type { Answer } from '../helpers/answers';

/** Every way a request may fail to be a current admin's; each must get a bare 401 on every route. */
const refusedCases = [
  'no Authorization header',
  'a Basic scheme',
  'an empty Bearer',
  'Bearer with garbage',
  'a JWT signed with the former token key',
  "a JWT signed with the backup's unsubscribe key",
  "a live token with another admin's id in front",
  'a live token with one character changed',
  'the digest the store keeps of a live token',
  'an expired session',
  'a session of a member who is not admin',
  'a session of a member with a non-admin credential',
  'a session of an unknown member',
  'the session of a demoted admin',
  'the other session of an admin who changed the password',
  'a session that signed out',
  'the session of a deleted admin',
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
  let server: TestServer;
  let admin: AdminSession;
  let routes: Route[];
  let ids: Record<string, number>;
  let changingSession: string;
  let deletedId: number;
  let authorization: Record<RefusedCase, string | undefined>;

  /** A JWT as the server signed them before sessions, for an admin, with this key. */
  async function forgeJwt(secret: Uint8Array, memberId = admin.memberId) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ tv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(memberId))
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(secret);
  }

  /** A session made in the store as a sign-in makes it, for whoever and whenever the case needs. */
  const sessionOf = (memberId: number, at = new Date()) => startSession(server.store, memberId, at);

  const fill = (route: string) => fillRoute(server, ids, route);

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
    await withAppShell(server);
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
    const secondSignIn = await sessionOf(admin.memberId);
    ids = {
      members: target.id,
      events: (await makeWalk(server.store)).id,
      'website-pages': (await makePage(server.store)).id,
      newsletters: (await makeNewsletter(server.store)).id,
      images: image.id,
      // Another sign-in of the admin's: signing that one out leaves the session the matrix calls with.
      sessions: server.store.sessions.find((session) => session.tokenHash === digestOf(secondSignIn))!.id,
    };

    // A second admin promoted over HTTP, who chooses a password through the mailed link and is then demoted.
    const promoted = await makeMember(server.store, { firstName: 'Bert', email: 'bert@example.be' });
    await expectOk(admin.request(`/admin/api/members/${promoted.id}/promote-admin`, { method: 'POST' }), 200);
    const demotedToken = await acceptPromotion(server, 'bert@example.be', 'berts-eigen-wachtwoord');
    await expectOk(authorized(server, demotedToken)('/admin/api/me'), 200);
    await expectOk(admin.request(`/admin/api/members/${promoted.id}/demote-admin`, { method: 'POST' }), 200);

    // An admin who signs in twice, then changes the password with the second session.
    const changer = await createAdmin(server, { email: 'secretaris@example.be', password: 'oud-wachtwoord' });
    // An administrator other than the one who calls every route: ending their sessions ends no call's.
    ids.admins = changer.memberId;
    changingSession = await login(server, 'secretaris@example.be', 'oud-wachtwoord');
    const changed = await authorized(server, changingSession)('/admin/api/change-password', {
      method: 'POST',
      body: { oldPassword: 'oud-wachtwoord', newPassword: 'nieuw-wachtwoord' },
    });
    if (changed.status !== 200) throw new Error(`Wachtwoord wijzigen mislukt: ${changed.text}`);

    const signedOut = await login(server, admin.email, admin.password);
    await expectOk(authorized(server, signedOut)('/admin/api/logout', { method: 'POST' }), 204);

    const deleted = await createAdmin(server, { email: 'penning@example.be' });
    await expectOk(admin.request(`/admin/api/members/${deleted.memberId}`, { method: 'DELETE' }), 204);
    deletedId = deleted.memberId;

    const plain = await makeMember(server.store, { email: 'gewoon@example.be' });
    const nonAdmin = await makeMember(server.store, { email: 'oud-lid@example.be' });
    await setPassword(server.store, nonAdmin.id, 'een-wachtwoord', { admin: false });
    const [front, random] = admin.token.split('.') as [string, string];
    const flipped = random.at(-1) === 'A' ? 'B' : 'A';

    const bearer = (token: string) => `Bearer ${token}`;
    authorization = {
      'no Authorization header': undefined,
      'a Basic scheme': `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString('base64')}`,
      'an empty Bearer': 'Bearer ',
      'Bearer with garbage': 'Bearer dit.is.geen-token',
      'a JWT signed with the former token key': bearer(await forgeJwt(new TextEncoder().encode(jwtSecret))),
      "a JWT signed with the backup's unsubscribe key": bearer(await forgeJwt(server.services.secrets.unsubscribe)),
      "a live token with another admin's id in front": bearer(`${changer.memberId}.${random}`),
      'a live token with one character changed': bearer(`${front}.${random.slice(0, -1)}${flipped}`),
      'the digest the store keeps of a live token': bearer(digestOf(admin.token)),
      'an expired session': bearer(await sessionOf(admin.memberId, new Date(Date.now() - 8 * 24 * 3600 * 1000))),
      'a session of a member who is not admin': bearer(await sessionOf(plain.id)),
      'a session of a member with a non-admin credential': bearer(await sessionOf(nonAdmin.id)),
      'a session of an unknown member': bearer(await sessionOf(999_999)),
      'the session of a demoted admin': bearer(demotedToken),
      'the other session of an admin who changed the password': bearer(changer.token),
      'a session that signed out': bearer(signedOut),
      'the session of a deleted admin': bearer(deleted.token),
    };
  });
  afterAll(() => server?.close());

  it('reads every admin route from adminRouters', () => {
    const list = routes.map((route) => `${route.method} ${route.path}`);
    expect(list.length, list.join('\n')).toBeGreaterThanOrEqual(35);
    expect(list).toContain('DELETE /admin/api/images/:id');
    expect(list).toContain('POST /admin/api/change-password');
    expect(list).toContain('GET /admin/api/members/:id');
    expect(list).toContain('GET /admin/api/settings');
    expect(list).toContain('PUT /admin/api/settings');
    expect(list).toContain('GET /admin/api/backup');
    expect(list).toContain('GET /admin/api/backup/download');
    expect(new Set(list).size).toBe(list.length);
  });

  it('accepts a session made in the store as the refused ones are, so each refusal below has one cause', async () => {
    expect((await authorized(server, await sessionOf(admin.memberId))('/admin/api/me')).status).toBe(200);
  });

  it('kept the session that changed the password, and deleted the admin with their credential', async () => {
    expect((await authorized(server, changingSession)('/admin/api/me')).status).toBe(200);
    expect(await login(server, 'secretaris@example.be', 'nieuw-wachtwoord')).toBeTruthy();
    expect((await postLogin(server, 'secretaris@example.be', 'oud-wachtwoord')).status).toBe(401);
    expect(server.store.members.get(deletedId)).toBeUndefined();
    expect(server.store.credentials.find((credential) => credential.memberId === deletedId)).toBeUndefined();
    expect(server.store.sessions.find((session) => session.memberId === deletedId)).toBeUndefined();
  });

  it.each(refusedCases)('refuses every route with %s', async (name) => {
    const before = storeState(server);
    const answers = await pooled(routes, 12, (route) => call(route, authorization[name]));
    const wrong = routes.flatMap((route, index) => {
      const problem = notARefusal(answers[index]!);
      return problem ? [`${route.method} ${route.path}: ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
    expect(storeState(server), 'a refused call changed the store').toBe(before);
  });

  it('answers an unknown admin path with a bare 404, with or without a token', async () => {
    for (const answer of [
      await server.request('/admin/api/bestaat-niet'),
      await admin.request('/admin/api/bestaat-niet'),
    ]) {
      expect(answer.status).toBe(404);
      expect(Object.keys(answer.json as object)).toEqual(['message']);
    }
  });

  it('registers every /admin route of the app on a router made by adminRouter, gate first', () => {
    const routers = server.app.middleware.flatMap(
      (middleware) => (middleware as { router?: Router<AdminState> }).router ?? [],
    );
    const adminRoutesInApp = routers.flatMap((router) =>
      router.stack
        .filter((layer) => layer.methods.length > 0 && /^\/+admin/i.test(String(layer.path)))
        .map((layer) => ({ gated: isGatedAdminRouter(router), route: `${layer.methods.join(',')} ${layer.path}` })),
    );
    expect(adminRoutesInApp.filter((entry) => !entry.gated)).toEqual([]);
    // The matrix below reads adminRouters(): it must hold every admin route the app has.
    const listed = new Set(routes.map((route) => String(route.path)));
    expect(adminRoutesInApp.map((entry) => entry.route.split(' ')[1]).filter((path) => !listed.has(path!))).toEqual([]);
  });

  describe('on every other spelling of each admin path', () => {
    const credentials = [
      'no Authorization header',
      'Bearer with garbage',
      'an expired session',
      'the session of a demoted admin',
    ] as const;
    const memberEmail = 'doelwit@example.be';

    /**
     * What is wrong with a variant's answer, or null: no 2xx, 3xx or 5xx, and nothing but a message
     * (or, for a GET that is no API path at all, the web app's shell with its not-found page).
     */
    function leak(answer: ExactPathAnswer): string | null {
      if (![401, 404, 405].includes(answer.status)) return `status ${answer.status}: ${answer.text.slice(0, 120)}`;
      const html = String(answer.headers['content-type']).startsWith('text/html');
      if (answer.status === 404 && html && answer.text.includes('<div id="root"></div>')) {
        return answer.text.includes(memberEmail) ? 'data in the page' : null;
      }
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        return `no JSON: ${answer.text.slice(0, 120)}`;
      }
      if (Object.keys(body as object).join() !== 'message') return `more than a message: ${answer.text.slice(0, 120)}`;
      if (answer.text.includes(memberEmail) || secretLeak.test(answer.text)) return `data in the body: ${answer.text}`;
      return null;
    }

    async function sweep(auth: string | undefined): Promise<string[]> {
      const cases = routes.flatMap((route) => pathVariants(fill(route.path)).map((path) => ({ route, path })));
      const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
      const answers = await pooled(cases, 12, ({ route, path }) =>
        exactPathRequest(server.url, path, {
          method: route.method,
          headers: {
            ...(auth === undefined ? {} : { Authorization: auth }),
            ...(hasBody(route.method) ? { 'Content-Type': 'application/json' } : {}),
          },
          ...(hasBody(route.method) ? { body: '{}' } : {}),
        }),
      );
      return cases.flatMap(({ route, path }, index) => {
        const problem = leak(answers[index]!);
        return problem ? [`${route.method} ${path}: ${problem}`] : [];
      });
    }

    it('makes the spellings the issue names', () => {
      expect(pathVariants('/admin/api/members')).toEqual(
        expect.arrayContaining([
          '/ADMIN/API/MEMBERS',
          '/Admin/api/members',
          '/admin/api/members/',
          '//admin/api/members',
          '/admin//api/members',
          '/%61dmin/api/members',
          '/admin/api/members/..%2fmembers',
        ]),
      );
    });

    it.each(credentials)('refuses them all with %s, changes nothing and tells nothing', async (name) => {
      const before = storeState(server);
      expect(await sweep(authorization[name])).toEqual([]);
      expect(storeState(server), 'a refused call changed the store').toBe(before);
    });

    it('reaches no route through them even with a current admin token: they are not our paths', async () => {
      const before = storeState(server);
      const reached = (await sweep(`Bearer ${admin.token}`)).filter((problem) => !problem.includes(': status 401'));
      expect(reached).toEqual([]);
      expect(storeState(server)).toBe(before);
    });
  });

  it('lets a current admin through on every route, never with a 500 or a secret', async () => {
    // Deletions last, so the other routes see records that exist; the sign-out after everything.
    const last = (route: Route) => Number(route.method === 'DELETE') + 2 * Number(route.path === '/admin/api/logout');
    const ordered = [...routes].sort((a, b) => last(a) - last(b));
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
