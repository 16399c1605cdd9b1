import type { ComponentType } from 'react';
import { publicLayout, publicRoutes, type PublicRoute } from '../../server/contracts/public-routes';
import { lazyNamed } from '../lib/lazy-named';
import { readQuery } from '../lib/read-query';
import { useRoutes, type Params, type RouteObject } from '../lib/router';
import type { Query } from '../lib/use-query';
import { AppRoot } from './app';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { AdminRoute } from './shell/admin-route';
import { PublicLayout } from './shell/public-layout';

/**
 * Every URL of the app (SPEC §2), each declared once in server/contracts/public-routes.ts with its
 * path, its API reads, its head and its status (the server answers 404 for any other path). This
 * table gives each its screen, for the browser's router and the server's render (web/entry-server.tsx).
 *
 * A page's data function names the queries of its route's reads: the server answers them before it
 * renders the page, the browser on each navigation to it (web/app/route-data.tsx). The screens read
 * the answers through useQuery.
 */

/** Which queries a page's screens make, given the path's parameters. */
export type RouteData = (params: Params) => Query<unknown>[];

/**
 * A route with what the data layer and the server's render need: its data function, its own chunk
 * as the build's manifest names it (its files are preloaded with the HTML), and `inBrowser` for a
 * page the server leaves to the browser.
 */
export type AppRoute = Omit<RouteObject, 'children'> & {
  data?: RouteData;
  module?: string;
  inBrowser?: true;
  children?: AppRoute[];
};

/** What a route's declaration gives this table: the queries of its reads, and whether the browser renders it. */
function declared({
  reads,
  inBrowser,
}: Pick<PublicRoute, 'reads' | 'inBrowser'>): Pick<AppRoute, 'data' | 'inBrowser'> {
  return {
    ...(reads ? { data: (params: Params) => reads(params).map((read) => readQuery(read)) } : {}),
    ...(inBrowser ? { inBrowser } : {}),
  };
}

/**
 * A page in its own chunk (only home is in the first load, ARCHITECTURE.md "Budgets"): `file` is the
 * module under app/routes/ that `load` imports, which the build's manifest names for the preloads.
 */
function page(
  route: PublicRoute,
  file: string,
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
): AppRoute {
  const Page = lazyNamed(load, name);
  return { path: route.path, module: `app/routes/${file}.tsx`, element: <Page />, ...declared(route) };
}

export const routes: AppRoute[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <PublicLayout />,
        ...declared(publicLayout),
        children: [
          { index: true, element: <HomeRoute />, ...declared(publicRoutes.home) },
          page(publicRoutes.members, 'members', () => import('./routes/members'), 'MembersRoute'),
          page(publicRoutes.ownWalks, 'own-walks', () => import('./routes/own-walks'), 'OwnWalksRoute'),
          page(publicRoutes.ownWalk, 'walk-detail', () => import('./routes/walk-detail'), 'OwnWalkDetailRoute'),
          page(publicRoutes.walks, 'walks', () => import('./routes/walks'), 'WalksRoute'),
          page(publicRoutes.walk, 'walk-detail', () => import('./routes/walk-detail'), 'OtherWalkDetailRoute'),
          page(publicRoutes.newsletters, 'newsletters', () => import('./routes/newsletters'), 'NewslettersRoute'),
          page(
            publicRoutes.newsletter,
            'newsletter-detail',
            () => import('./routes/newsletter-detail'),
            'NewsletterDetailRoute',
          ),
          page(publicRoutes.euraudax, 'euraudax', () => import('./routes/euraudax'), 'EuraudaxRoute'),
          page(publicRoutes.contact, 'contact', () => import('./routes/contact'), 'ContactRoute'),
          page(publicRoutes.becomeMember, 'become-member', () => import('./routes/become-member'), 'BecomeMemberRoute'),
          page(publicRoutes.infoPage, 'info-page', () => import('./routes/info-page'), 'InfoPageRoute'),
          page(publicRoutes.unsubscribe, 'unsubscribe', () => import('./routes/unsubscribe'), 'UnsubscribeRoute'),
          { path: publicRoutes.notFound.path, element: <NotFoundRoute /> },
        ],
      },
      // The admin area stays a client-rendered app with its own screens (web/admin/app/admin-area.tsx).
      { path: publicRoutes.admin.path, element: <AdminRoute />, ...declared(publicRoutes.admin) },
    ],
  },
];

/** The routes above, for the browser's router and the server's alike. */
export function AppRoutes() {
  return useRoutes(routes);
}
