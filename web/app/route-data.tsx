import type { ReactNode } from 'react';
import { PreloadedQueriesProvider, startQueries, type PreloadedQueries } from '../lib/preloaded-queries';
import { recordNavigation } from '../lib/offline-status';
import { matchRoutes, useLocation } from '../lib/router';
import type { Query } from '../lib/use-query';
import type { AppRoute } from './routes';

/**
 * The data layer of the routes (web/app/routes.tsx): the queries of every route a path matches,
 * started before the page renders, so its screens find their answers rather than fetch them.
 * The server answers them itself and sends them with the page (server/site/public-page.ts); the
 * browser starts them on each navigation and lets the page show its loading states meanwhile. A
 * layout's data (the navbar's) is the same on every page: fetched with the first page only.
 */

type Matched = { queries: Query<unknown>[]; layout: boolean };

function matchedQueries(routes: AppRoute[], pathname: string): Matched[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.map(({ route, params }) => {
    const { data, children } = route;
    return { queries: data ? data(params) : [], layout: Boolean(children?.length) };
  });
}

/** Whether the server leaves the page at `pathname` to the browser (the admin area, a page that reads its query string). */
export function rendersInBrowser(routes: AppRoute[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.some(({ route }) => route.inBrowser === true);
}

/** A navigation's answers: the layouts' from before when there are, the page's started now. */
function startRouteData(routes: AppRoute[], pathname: string, before: PreloadedQueries | undefined): PreloadedQueries {
  const kept: PreloadedQueries = {};
  const fresh: Query<unknown>[] = [];
  for (const { queries, layout } of matchedQueries(routes, pathname)) {
    for (const query of queries) {
      const earlier = layout ? before?.[query.key] : undefined;
      if (earlier) kept[query.key] = earlier;
      else fresh.push(query);
    }
  }
  return { ...kept, ...startQueries(fresh) };
}

/** The browser's current page and its answers (one router per page). */
let current: { key: string; data: PreloadedQueries } | undefined;

/**
 * Gives the screens below the answers of the current page. `initial`: what the server sent with
 * the page (or, on the server, the answers it read); without it the browser starts the first page's queries.
 */
export function RouteDataProvider({
  routes,
  initial,
  children,
}: {
  routes: AppRoute[];
  initial: PreloadedQueries | undefined;
  children: ReactNode;
}) {
  const { key, pathname } = useLocation();
  let data: PreloadedQueries;
  if (typeof window === 'undefined') {
    data = initial ?? {};
  } else {
    // Started while rendering, once per navigation (its key), so the page's own first render finds them.
    if (!current) current = { key, data: initial ?? startRouteData(routes, pathname, undefined) };
    else if (current.key !== key) {
      recordNavigation();
      current = { key, data: startRouteData(routes, pathname, current.data) };
    }
    data = current.data;
  }
  return <PreloadedQueriesProvider value={data}>{children}</PreloadedQueriesProvider>;
}
