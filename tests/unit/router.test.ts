import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../server/contracts';
import { routes, type AppRoute } from '../../web/app/routes';
import { matchPath, matchRoutes } from '../../web/lib/router';

/** The page the path opens: the innermost route it matches, as the table writes it. */
function pageOf(pathname: string): { path: string | undefined; params: Record<string, string | undefined> } {
  const matches = matchRoutes<AppRoute>(routes, pathname) ?? [];
  const last = matches.at(-1);
  if (!last) throw new Error(`no route for ${pathname}`);
  return { path: last.route.index ? '/' : last.route.path, params: last.params };
}

describe('the public router', () => {
  it('matches each path of the table, before the not-found page and wherever the table lists it', () => {
    expect(pageOf('/').path).toBe('/');
    expect(pageOf('/leden').path).toBe(publicPaths.members);
    expect(pageOf('/leden/').path).toBe(publicPaths.members);
    expect(pageOf('/eigenwandeltochten').path).toBe(publicPaths.ownWalks);
    expect(pageOf('/eigenwandeltochten/7')).toEqual({ path: publicPaths.ownWalk, params: { id: '7' } });
    expect(pageOf('/wandeltochten/8').params).toEqual({ id: '8' });
    expect(pageOf('/info/over%20ons')).toEqual({ path: publicPaths.infoPage, params: { slug: 'over ons' } });
    expect(pageOf('/admin').path).toBe(publicPaths.admin);
    expect(pageOf('/admin/wandeltochten/edit/3').path).toBe(publicPaths.admin);
    expect(pageOf('/ledenx').path).toBe('*');
    expect(pageOf('/info/a/b').path).toBe('*');
    expect(pageOf('/eigenwandeltochten/7/x').path).toBe('*');
  });

  it('gives a page its layouts, outermost first', () => {
    const matches = matchRoutes<AppRoute>(routes, '/leden') ?? [];
    expect(matches).toHaveLength(3);
    expect(
      matches
        .map(({ route }) => route.children?.length ?? 0)
        .slice(0, 2)
        .every((count) => count > 0),
    ).toBe(true);
    expect(matchRoutes<AppRoute>(routes, '/admin/leden')).toHaveLength(2);
  });

  it('matches patterns as react-router does', () => {
    expect(matchPath('/admin/*', '/admin')).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/admin/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/admin/*', '/administratie')).toBeUndefined();
    // Case-sensitive as the server is, which sends other spellings to the page's own (301).
    expect(matchPath('/leden', '/LEDEN')).toBeUndefined();
    expect(matchPath('/info/:slug', '/info/Over-Ons')).toEqual({ slug: 'Over-Ons' });
    expect(matchPath('/info/:slug', '/info/')).toBeUndefined();
  });
});
