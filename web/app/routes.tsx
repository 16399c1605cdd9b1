import type { ComponentType } from 'react';
import { publicPaths } from '../../server/contracts/public-paths';
import { aidsQuery } from '../features/club/api/get-aids';
import { boardQuery } from '../features/club/api/get-board';
import { memberCountQuery } from '../features/club/api/get-member-count';
import { euraudaxMembersQuery } from '../features/euraudax/api/get-euraudax-members';
import { euraudaxWalksQuery } from '../features/euraudax/api/get-euraudax-walks';
import { pageQuery } from '../features/info-pages/api/get-page';
import { pageSummariesQuery } from '../features/info-pages/api/get-page-summaries';
import { newsletterQuery } from '../features/newsletters/api/get-newsletter';
import { newslettersQuery } from '../features/newsletters/api/get-newsletters';
import { nextOwnWalkQuery } from '../features/walks/api/get-next-own-walk';
import { walkQuery } from '../features/walks/api/get-walk';
import { walkListQuery } from '../features/walks/api/get-walk-lists';
import { lazyNamed } from '../lib/lazy-named';
import { useRoutes, type Params, type RouteObject } from '../lib/router';
import type { Query } from '../lib/use-query';
import { AppRoot } from './app';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { AdminRoute } from './shell/admin-route';
import { PublicLayout } from './shell/public-layout';

/**
 * Every URL of the app (SPEC §2), each path from server/contracts/public-paths.ts (the server answers
 * 404 for any other), in one table for the browser's router and the server's render (web/entry-server.tsx).
 *
 * A page's data function names the queries its screens make: the server runs it before it renders
 * the page, the browser on each navigation to it (web/app/route-data.ts). The screens read the
 * answers through useQuery.
 */

/** Which queries a page's screens make, given the path's parameters. */
export type RouteData = (params: Params) => Query<unknown>[];

/**
 * A route with what the server and the data layer need: its data function, its own chunk as the
 * build's manifest names it (its files are preloaded with the HTML), and `inBrowser` for a page the
 * server leaves to the browser.
 */
export type AppRoute = Omit<RouteObject, 'children'> & {
  data?: RouteData;
  module?: string;
  inBrowser?: true;
  children?: AppRoute[];
};

/** A page in its own chunk (only home is in the first load, ARCHITECTURE.md "Budgets"); `module` is the file `load` imports, relative to web/. */
function page(
  path: string,
  module: string,
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
  data?: RouteData,
  options: { inBrowser?: true } = {},
): AppRoute {
  const Page = lazyNamed(load, name);
  return { path, module, element: <Page />, ...(data ? { data } : {}), ...options };
}

const stringParam = (params: Params, name: string) => params[name] ?? '';

export const routes: AppRoute[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <PublicLayout />,
        // The navbar shows Info and Nieuwsbrieven only when there are some (SPEC §2 "Shell").
        data: () => [pageSummariesQuery, newslettersQuery],
        children: [
          { index: true, element: <HomeRoute />, data: () => [nextOwnWalkQuery] },
          page(
            publicPaths.members,
            'app/routes/members.tsx',
            () => import('./routes/members'),
            'MembersRoute',
            () => [boardQuery, aidsQuery, memberCountQuery],
          ),
          page(
            publicPaths.ownWalks,
            'app/routes/own-walks.tsx',
            () => import('./routes/own-walks'),
            'OwnWalksRoute',
            () => [walkListQuery('own', 'future'), walkListQuery('own', 'past')],
          ),
          page(
            publicPaths.ownWalk,
            'app/routes/walk-detail.tsx',
            () => import('./routes/walk-detail'),
            'OwnWalkDetailRoute',
            (params) => [walkQuery(stringParam(params, 'id'))],
          ),
          page(
            publicPaths.walks,
            'app/routes/walks.tsx',
            () => import('./routes/walks'),
            'WalksRoute',
            () => [walkListQuery('other', 'future'), walkListQuery('other', 'past')],
          ),
          page(
            publicPaths.walk,
            'app/routes/walk-detail.tsx',
            () => import('./routes/walk-detail'),
            'OtherWalkDetailRoute',
            (params) => [walkQuery(stringParam(params, 'id'))],
          ),
          // The navbar's list too (the layout's), asked afresh when the walker opens the list.
          page(
            publicPaths.newsletters,
            'app/routes/newsletters.tsx',
            () => import('./routes/newsletters'),
            'NewslettersRoute',
            () => [newslettersQuery],
          ),
          page(
            publicPaths.newsletter,
            'app/routes/newsletter-detail.tsx',
            () => import('./routes/newsletter-detail'),
            'NewsletterDetailRoute',
            (params) => [newsletterQuery(stringParam(params, 'id'))],
          ),
          page(
            publicPaths.euraudax,
            'app/routes/euraudax.tsx',
            () => import('./routes/euraudax'),
            'EuraudaxRoute',
            () => [euraudaxWalksQuery, euraudaxMembersQuery],
          ),
          page(publicPaths.contact, 'app/routes/contact.tsx', () => import('./routes/contact'), 'ContactRoute'),
          page(
            publicPaths.becomeMember,
            'app/routes/become-member.tsx',
            () => import('./routes/become-member'),
            'BecomeMemberRoute',
          ),
          page(
            publicPaths.infoPage,
            'app/routes/info-page.tsx',
            () => import('./routes/info-page'),
            'InfoPageRoute',
            (params) => [pageQuery(stringParam(params, 'slug'))],
          ),
          // The page reads its link's query string, which the server's pages (kept per path) never hold.
          page(
            publicPaths.unsubscribe,
            'app/routes/unsubscribe.tsx',
            () => import('./routes/unsubscribe'),
            'UnsubscribeRoute',
            undefined,
            { inBrowser: true },
          ),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      // The admin area stays a client-rendered app with its own screens (web/admin/app/admin-area.tsx).
      { path: publicPaths.admin, element: <AdminRoute />, inBrowser: true },
    ],
  },
];

/** The routes above, for the browser's router and the server's alike. */
export function AppRoutes() {
  return useRoutes(routes);
}
