import type { PageRead, SettledRead } from '../contracts/page-reads';
import type { RouteData } from '../contracts/page-render';
import { publicLayout, publicRoutes } from '../contracts/public-routes';
import type { Deps } from '../deps';
import type { ClubSettings } from '../settings/service';
import type { PublicReads } from './public-reads';
import { pageHeads, type PageHead } from './page-head';
import { pageReader, type PageReaderDeps } from './page-reader';
import { publicRouteOf } from './public-route-of';
import { headOf } from './route-heads';

/** A page at its path: its head and status, and the answers its render needs. */
export type PublicPage = {
  head: PageHead;
  /**
   * Every answer the page's screens read, the layout's (the navbar's) first, as the browser's route
   * table orders them (web/app/route-data.tsx); none for a page the browser renders. The layout's
   * are read on first call: a page that is only redirected or sent as the shell never needs them.
   */
  routeData: () => RouteData;
};

/**
 * Each public page from its one declaration (contracts/public-routes.ts): its route's reads
 * answered once by the services (page-reader.ts), its head written from those answers
 * (route-heads.ts), and the same answers handed to the render (kept-pages.ts) and sent with the
 * page for hydration.
 */
export function publicPage(
  deps: PageReaderDeps & Pick<Deps, 'config'> & { services: { settings: ClubSettings; publicReads: PublicReads } },
) {
  const answer = pageReader(deps);
  const tagsOf = pageHeads(deps);
  const { settings } = deps.services;

  return (path: string): PublicPage => {
    const { name, params } = publicRouteOf(path);
    const route = publicRoutes[name];
    const reads: readonly PageRead<unknown>[] = route.reads?.(params) ?? [];
    // Read when first needed: a detail page's head needs its answer; a kept list page needs none.
    let answers: SettledRead[] | undefined;
    const answered = () => (answers ??= reads.map((read) => answer(read)));
    const club = settings.public();
    const head = tagsOf(headOf(name, answered, club, params), club);
    let data: RouteData | undefined;
    const routeData = (): RouteData => {
      if (route.inBrowser) return {};
      if (!data) {
        const ready = new Map<string, SettledRead>(reads.map((read, at) => [read.key, answered()[at]!]));
        const all = [...(publicLayout.reads?.({}) ?? []), ...reads];
        data = Object.fromEntries(all.map((read) => [read.key, ready.get(read.key) ?? answer(read)] as const));
      }
      return data;
    };
    return { head, routeData };
  };
}
