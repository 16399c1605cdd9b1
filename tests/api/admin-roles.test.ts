import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouters } from '../../server/app';
import { rolesOfRouter } from '../../server/auth/gate';
import type { AppDeps } from '../../server/container';
import { adminRoles, adminRoleTexts, adminScreens, roleGroups, type AdminRole } from '../../server/contracts';
import type { AdminSession } from '../helpers/admin';
import { createAdminAs } from '../helpers/admin-roles';
import type { Answer } from '../helpers/answers';
import { pooled, quiet } from '../helpers/auth-kit';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { pathVariants } from '../helpers/path-variants';
import { exactPathRequest, type ExactPathAnswer } from '../helpers/raw-http';
import { fillRoute, storeState, withAppShell } from '../helpers/route-matrix';

/**
 * The role matrix (docs/decisions/029-admin-roles.md): every route of adminRouters(), with a session of
 * every role, on its own path and on every other spelling of it. A role the route's router does not
 * admit gets a bare 403 and changes nothing; a role it admits is never stopped by the gate.
 */

type GroupName = keyof typeof roleGroups;
type Route = { method: string; path: string; roles: readonly AdminRole[] };

/**
 * Who each admin route is for, by path (the longest entry that is the path or a folder above it wins).
 * A router that admits more or fewer roles than this, or a route this does not name, fails the test.
 */
const expectedGroups: Record<string, GroupName> = {
  '/admin/api/me': 'everyone',
  '/admin/api/profile': 'everyone',
  '/admin/api/change-password': 'everyone',
  '/admin/api/logout': 'everyone',
  '/admin/api/database': 'everyone',
  '/admin/api/dashboard': 'everyone',
  '/admin/api/sessions': 'everyone',
  '/admin/api/two-step': 'everyone',
  '/admin/api/admins': 'board',
  '/admin/api/members': 'secretaries',
  '/admin/api/members/admins': 'board',
  '/admin/api/members/:id/promote-admin': 'board',
  '/admin/api/members/:id/demote-admin': 'board',
  '/admin/api/applications': 'secretaries',
  '/admin/api/messages': 'secretaries',
  '/admin/api/member-imports': 'secretaries',
  '/admin/api/mail': 'secretaries',
  '/admin/api/retention': 'secretaries',
  '/admin/api/payments': 'treasurers',
  '/admin/api/events': 'editors',
  '/admin/api/website-pages': 'editors',
  '/admin/api/newsletters': 'editors',
  '/admin/api/images': 'editors',
  '/admin/api/images/upload': 'photos',
  '/admin/api/settings': 'board',
  '/admin/api/backup': 'board',
  '/admin/api/audit': 'board',
};

/** The admin screens and the route each reads its data from (or, for a new record's form, writes it to). */
const screenData: Partial<Record<keyof typeof adminScreens, string>> = {
  dashboard: '/admin/api/dashboard',
  pages: '/admin/api/website-pages',
  page: '/admin/api/website-pages/:id',
  walks: '/admin/api/events',
  newWalk: '/admin/api/events/walking',
  walk: '/admin/api/events/:id',
  members: '/admin/api/members',
  memberImport: '/admin/api/member-imports',
  applications: '/admin/api/applications',
  messages: '/admin/api/messages',
  newsletters: '/admin/api/newsletters',
  newsletter: '/admin/api/newsletters/:id',
  settings: '/admin/api/settings',
  failedMail: '/admin/api/mail/failed',
  payments: '/admin/api/payments/members',
  audit: '/admin/api/audit',
};

function expectedGroupOf(route: string): GroupName | undefined {
  const fits = Object.keys(expectedGroups).filter((entry) => route === entry || route.startsWith(`${entry}/`));
  const longest = fits.sort((a, b) => b.length - a.length)[0];
  return longest === undefined ? undefined : expectedGroups[longest];
}

const sameRoles = (a: readonly AdminRole[], b: readonly AdminRole[]) => [...a].sort().join() === [...b].sort().join();

/** The group a router's roles are, by name, or the roles themselves when they are no group. */
function groupNameOf(roles: readonly AdminRole[]): string {
  const named = (Object.keys(roleGroups) as GroupName[]).find((name) => sameRoles(roleGroups[name], roles));
  return named ?? `[${roles.join(', ')}]`;
}

let server: TestServer;
let routes: Route[];
let ids: Record<string, number>;
let sessions: Record<AdminRole, AdminSession>;
const memberEmail = 'doelwit@example.be';

const fill = (route: string) => fillRoute(server, ids, route);

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

function call(route: Route, role: AdminRole): Promise<Answer> {
  return sessions[role].request(fill(route.path), {
    method: route.method,
    ...(hasBody(route.method) ? { body: {} } : {}),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  await withAppShell(server);
  const deps: AppDeps = {
    config: server.config,
    store: server.store,
    services: server.services,
    now: () => new Date(),
    log: quiet,
  };
  routes = adminRouters(deps).flatMap((router) => {
    const roles = rolesOfRouter(router) ?? [];
    return router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path), roles })),
    );
  });

  sessions = {} as Record<AdminRole, AdminSession>;
  for (const role of adminRoles) {
    sessions[role] = await createAdminAs(server, role, { email: `${role}@example.be` });
  }
  // An administrator no call of the matrix signs in as: the one whose role and sessions the routes change.
  const spare = await createAdminAs(server, 'redactie', { email: 'reserve@example.be' });
  const target = await makeMember(server.store, { email: memberEmail, role: 'MEMBER' });
  ids = {
    admins: spare.memberId,
    // Someone else's sign-in: a role's own would end the session the matrix goes on with.
    sessions: server.store.sessions.find((session) => session.memberId === spare.memberId)!.id,
    members: target.id,
    payments: target.id,
    events: (await makeWalk(server.store)).id,
    'website-pages': (await makePage(server.store)).id,
    newsletters: (await makeNewsletter(server.store)).id,
    images: (await makeImage(server.store, server.config.uploadsDir)).id,
  };
});
afterAll(() => server?.close());

describe('the roles of the admin routers', () => {
  it('are those the table names for every route: no router admits more, and no route is left unnamed', () => {
    const actual = routes.map((route) => `${route.method} ${route.path}: ${groupNameOf(route.roles)}`);
    const expected = routes.map((route) => `${route.method} ${route.path}: ${expectedGroupOf(route.path) ?? '?'}`);
    expect(actual).toEqual(expected);
    expect(routes.length).toBeGreaterThanOrEqual(60);
  });

  it('are those of the screens that show their data', () => {
    const wrong = Object.entries(screenData).flatMap(([name, dataPath]) => {
      const screen = adminScreens[name as keyof typeof adminScreens] as { roles?: readonly AdminRole[] } | undefined;
      const route = routes.find((candidate) => candidate.path === dataPath);
      if (!screen || !route) return [`${name}: no screen or no route ${dataPath}`];
      const roles = screen.roles ?? adminRoles;
      return sameRoles(roles, route.roles)
        ? []
        : [`${name}: screen ${roles.join()} ≠ ${dataPath} ${route.roles.join()}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the role matrix', () => {
  it('refuses every role a router does not admit with a bare 403 on each of its routes, and changes nothing', async () => {
    const cases = routes.flatMap((route) =>
      adminRoles.filter((role) => !route.roles.includes(role)).map((role) => ({ route, role })),
    );
    expect(cases.length).toBeGreaterThan(100);
    const before = storeState(server);
    const answers = await pooled(cases, 12, ({ route, role }) => call(route, role));
    const wrong = cases.flatMap(({ route, role }, index) => {
      const { status, json, text } = answers[index]!;
      const refused = status === 403 && JSON.stringify(json) === JSON.stringify({ message: adminRoleTexts.forbidden });
      return refused ? [] : [`${role} ${route.method} ${route.path}: ${status} ${text.slice(0, 120)}`];
    });
    expect(wrong).toEqual([]);
    expect(storeState(server), 'a refused call changed the store').toBe(before);
  });

  it('refuses them too on every other spelling of each path, and reaches no route there for any role', async () => {
    const cases = routes.flatMap((route) =>
      pathVariants(fill(route.path)).flatMap((variant) => adminRoles.map((role) => ({ route, variant, role }))),
    );
    const before = storeState(server);
    const answers = await pooled(cases, 12, ({ route, variant, role }) =>
      exactPathRequest(server.url, variant, {
        method: route.method,
        headers: {
          Authorization: `Bearer ${sessions[role].token}`,
          ...(hasBody(route.method) ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(hasBody(route.method) ? { body: '{}' } : {}),
      }),
    );
    const wrong = cases.flatMap(({ route, variant, role }, index) => {
      const problem = reached(answers[index]!, route.roles.includes(role));
      return problem ? [`${role} ${route.method} ${variant}: ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
    expect(storeState(server), 'a call on another spelling changed the store').toBe(before);
  });

  it('lets every role its router admits through the gate on each route', async () => {
    // Per role, deletions after the other calls (they would take the records away) and the sign-out last.
    const last = (route: Route) => Number(route.method === 'DELETE') + 2 * Number(route.path === '/admin/api/logout');
    const ordered = [...routes].sort((a, b) => last(a) - last(b));
    const wrong: string[] = [];
    for (const role of adminRoles) {
      for (const route of ordered.filter((candidate) => candidate.roles.includes(role))) {
        const answer = await call(route, role);
        if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
          wrong.push(`${role} ${route.method} ${route.path}: ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(server.logged.filter((entry) => String(entry[0]).startsWith('Fout bij'))).toEqual([]);
  });
});

/**
 * What is wrong with the answer to another spelling of a path, or null: it reached no route (a 404 or
 * 405, or the router's 403 for a role it does not admit), and says nothing but a message (or, for a
 * GET that is no API path, the web app's shell).
 */
function reached(answer: ExactPathAnswer, admitted: boolean): string | null {
  const allowed = admitted ? [404, 405] : [403, 404, 405];
  if (!allowed.includes(answer.status)) return `status ${answer.status}: ${answer.text.slice(0, 120)}`;
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
  return answer.text.includes(memberEmail) ? `data in the body: ${answer.text}` : null;
}
