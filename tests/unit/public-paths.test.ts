import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  adminNewsletterPath,
  adminPagePath,
  adminPaths,
  adminRoutePath,
  adminScreens,
  adminWalkPath,
  infoPagePath,
  isAppPath,
  listPaths,
  newsletterPath,
  publicPaths,
  walkPath,
} from '../../server/contracts';
import { publicRoutes } from '../../server/contracts/public-routes';
import { routes, type AppRoute } from '../../web/app/routes';

/** Every path of the router as written, the home page's index route as '/'. */
function routePaths(routes: AppRoute[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path === undefined ? [] : [route.path]),
    ...(route.children ? routePaths(route.children) : []),
  ]);
}

describe('public paths', () => {
  it('are the only paths of the router: none written by hand', () => {
    const paths = routePaths(routes);
    const contract: readonly string[] = Object.values(publicPaths);
    // '*' is the not-found page: any path the others leave. A path written relative ('leden') fails too.
    const written = paths.filter((path) => path !== '*');
    expect(written.length).toBeGreaterThan(10);
    for (const pattern of written) expect(contract, `route ${pattern}`).toContain(pattern);
    for (const pattern of contract) expect(written, `contract path ${pattern}`).toContain(pattern);
  });

  it('give every declared route (contracts/public-routes.ts) its screen in the router', () => {
    const paths = routePaths(routes);
    for (const [name, route] of Object.entries(publicRoutes)) expect(paths, `route ${name}`).toContain(route.path);
  });

  it('build a record’s URL as the site links it', () => {
    expect(walkPath({ id: 7, own: true })).toBe('/eigenwandeltochten/7');
    expect(walkPath({ id: 8, own: false })).toBe('/wandeltochten/8');
    expect(newsletterPath({ id: 3 })).toBe('/nieuwsbrieven/3');
    expect(infoPagePath({ link: 'over ons' })).toBe('/info/over%20ons');
  });

  it('are pages the server answers', () => {
    for (const path of [...listPaths, walkPath({ id: 1, own: true }), infoPagePath({ link: 'x' }), '/unsubscribe']) {
      expect(isAppPath(path), path).toBe(true);
    }
    expect(isAppPath('/info')).toBe(false);
    expect(isAppPath('/info/a/b')).toBe(false);
    expect(isAppPath('/ledenx')).toBe(false);
  });
});

describe('admin screen paths', () => {
  it('are app paths, and no other path under /admin is', () => {
    for (const path of [
      adminPaths.dashboard,
      adminPaths.members,
      adminPaths.newWalk,
      adminWalkPath({ id: 4 }),
      adminNewsletterPath({ id: 'new' }),
      adminPagePath({ id: 9 }),
      adminPaths.settings,
      adminPaths.setup,
      adminPaths.forgotPassword,
    ]) {
      expect(isAppPath(path), path).toBe(true);
    }
    for (const path of [
      '/admin/API/me',
      '/admin//api/members',
      '/admin/wandeltochten/edit',
      '/admin/leden/3',
      '/admin/setup/x',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('name page modules that exist and export the component the admin area loads from them', () => {
    // web/admin/app/admin-area.tsx loads `members/members-page` and takes its `MembersPage`.
    for (const { page } of Object.values(adminScreens)) {
      const file = fileURLToPath(new URL(`../../web/admin/features/${page}.tsx`, import.meta.url));
      const component = (page.split('/').pop() ?? page).replace(/(^|-)([a-z])/g, (_, _dash, letter: string) =>
        letter.toUpperCase(),
      );
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), page).toMatch(new RegExp(`export function ${component}\\b`));
    }
  });

  it('give the admin router its paths relative to /admin', () => {
    expect(adminRoutePath(adminPaths.walk)).toBe('wandeltochten/edit/:id');
    expect(adminRoutePath(adminPaths.login)).toBe('login');
    expect(adminWalkPath({ id: 12 })).toBe('/admin/wandeltochten/edit/12');
    expect(adminPagePath({ id: 'new' })).toBe('/admin/info/new');
  });
});
