import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiRoots, isApiPath } from '../../server/contracts/api-paths';
import { adminApiPaths } from '../../server/contracts/admin-api-paths';
import { apiPathLiterals, apiPathLiteralsUnder } from '../helpers/api-path-literals';

// Every API path is written once, in server/contracts/api-paths.ts (the admin's in admin-api-paths.ts
// beside it, so the public pages' bundle never carries them): the routers, the public reads, the web
// app, the service worker and the outbox build theirs from these.

const root = fileURLToPath(new URL('../..', import.meta.url));
const theModule = ['server/contracts/api-paths.ts', 'server/contracts/admin-api-paths.ts'];
/** The seed writes demo data, not requests. */
const skipped = (file: string) => theModule.includes(file) || file.startsWith('server/seed/');

/** Every path of a table: fixed ones as they are, builders by their pattern. */
function pathsOf(table: object): string[] {
  return Object.values(table).flatMap((value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function' && 'pattern' in value) return [String(value.pattern)];
    return pathsOf(value as object);
  });
}

describe('one source for the API paths', () => {
  it('finds a path written in a string or a template, and not in a comment, an import or another site', () => {
    const source = [
      "import { getWalk } from '../api/get-walk';",
      '// GET /api/events/{id}: one walk',
      "const a = '/api/events/future';",
      'const b = `${origin}/api/newsletters/unsubscribe?memberId=${id}`;',
      'const c = `/admin/api/events/${id}/publish`;',
      'const d = <Table collectionUrl="/admin/api/members" />;',
      "const e = 'https://www.google.com/recaptcha/api/siteverify';",
      'const f = /^\\/(api|admin\\/api)(\\/|$)/;',
      "const g = ['/api', '/admin/api'];",
    ].join('\n');
    expect(apiPathLiterals('example.tsx', source)).toEqual([
      '3: /api/events/future',
      '4: /api/newsletters/unsubscribe?memberId=',
      '5: /admin/api/events/',
      '6: /admin/api/members',
      '9: /api',
      '9: /admin/api',
    ]);
  });

  it('has no API path written in server/ or web/ outside the paths module', async () => {
    const hits = [
      ...(await apiPathLiteralsUnder(root, 'server', skipped)),
      ...(await apiPathLiteralsUnder(root, 'web', skipped)),
    ];
    expect(hits).toEqual([]);
  });

  it('writes each path once, under its own API root', () => {
    const open = pathsOf(apiPaths);
    const admin = pathsOf(adminApiPaths);
    expect(open.every((path) => path.startsWith(`${apiRoots.public}/`))).toBe(true);
    expect(admin.every((path) => path.startsWith(`${apiRoots.admin}/`))).toBe(true);
    expect(new Set([...open, ...admin]).size).toBe(open.length + admin.length);
  });

  it("keeps each admin collection's record at its list path + '/:id', where the outbox caches it", () => {
    const collections = Object.values(adminApiPaths).flatMap((value) =>
      typeof value === 'object' && 'list' in value && 'record' in value ? [value] : [],
    );
    expect(collections.length).toBeGreaterThanOrEqual(4);
    for (const { list, record } of collections) expect(record.pattern).toBe(`${list}/:id`);
  });

  it('fills each segment of a builder encoded, so a value stays one segment', () => {
    expect(apiPaths.events.walk(12)).toBe('/api/events/12');
    expect(apiPaths.events.walkCalendar(-3)).toBe('/api/events/-3/calendar.ics');
    expect(apiPaths.pages.byLink('over ons/é?')).toBe('/api/website-pages/by-link/over%20ons%2F%C3%A9%3F');
    expect(adminApiPaths.members.byRole('BOARDMEMBER')).toBe('/admin/api/members/role/BOARDMEMBER');
    expect(adminApiPaths.events.publish.pattern).toBe('/admin/api/events/:id/publish');
  });

  it('tells an API path from a page', () => {
    for (const path of ['/api', '/api/events/1', '/admin/api', '/admin/api/me']) expect(isApiPath(path)).toBe(true);
    for (const path of ['/', '/apis', '/admin', '/admin/leden', '/admin/apix']) expect(isApiPath(path)).toBe(false);
  });
});
