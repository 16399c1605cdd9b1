import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
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
import { preload } from '../lib/preloaded-queries';
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
 * the page, the browser on each navigation to it. The screens read the answers through useQuery.
 */

/** What the server's render tells the data functions: wait for the answers (the HTML must hold them). */
export type RouteLoadContext = { wait: boolean };

/**
 * Route handle: the page's own chunk, as the build's manifest names it (its files are preloaded with
 * the HTML); `inBrowser` for a page the server leaves to the browser.
 */
export type RouteHandle = { module?: string; inBrowser?: true };

type PageData = (params: Params) => Query<unknown>[];

const loaderOf =
  (data: PageData) =>
  ({ params, context }: LoaderFunctionArgs) =>
    preload(data(params), (context as RouteLoadContext | undefined)?.wait === true);

/**
 * A page in its own chunk (only home is in the first load, ARCHITECTURE.md "Budgets"); `module` is
 * the file `load` imports, relative to web/.
 */
function page(
  id: string,
  path: string,
  module: string,
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
  data?: PageData,
  handle: Omit<RouteHandle, 'module'> = {},
): RouteObject {
  return {
    id,
    path,
    handle: { module, ...handle } satisfies RouteHandle,
    lazy: async () => ({ Component: (await load())[name] }),
    ...(data ? { loader: loaderOf(data) } : {}),
  };
}

const stringParam = (params: Params, name: string) => params[name] ?? '';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    children: [
      {
        id: 'public',
        Component: PublicLayout,
        // The navbar shows Info and Nieuwsbrieven only when there are some (SPEC §2 "Shell").
        loader: loaderOf(() => [pageSummariesQuery, newslettersQuery]),
        // The layout's data is the same on every page: fetched again only on a reload.
        shouldRevalidate: () => false,
        children: [
          { id: 'home', index: true, Component: HomeRoute, loader: loaderOf(() => [nextOwnWalkQuery]) },
          page(
            'members',
            publicPaths.members,
            'app/routes/members.tsx',
            () => import('./routes/members'),
            'MembersRoute',
            () => [boardQuery, aidsQuery, memberCountQuery],
          ),
          page(
            'own-walks',
            publicPaths.ownWalks,
            'app/routes/own-walks.tsx',
            () => import('./routes/own-walks'),
            'OwnWalksRoute',
            () => [walkListQuery('own', 'future'), walkListQuery('own', 'past')],
          ),
          page(
            'own-walk',
            publicPaths.ownWalk,
            'app/routes/walk-detail.tsx',
            () => import('./routes/walk-detail'),
            'OwnWalkDetailRoute',
            (params) => [walkQuery(stringParam(params, 'id'))],
          ),
          page(
            'walks',
            publicPaths.walks,
            'app/routes/walks.tsx',
            () => import('./routes/walks'),
            'WalksRoute',
            () => [walkListQuery('other', 'future'), walkListQuery('other', 'past')],
          ),
          page(
            'walk',
            publicPaths.walk,
            'app/routes/walk-detail.tsx',
            () => import('./routes/walk-detail'),
            'OtherWalkDetailRoute',
            (params) => [walkQuery(stringParam(params, 'id'))],
          ),
          // The list is the layout's own query (newslettersQuery).
          page(
            'newsletters',
            publicPaths.newsletters,
            'app/routes/newsletters.tsx',
            () => import('./routes/newsletters'),
            'NewslettersRoute',
          ),
          page(
            'newsletter',
            publicPaths.newsletter,
            'app/routes/newsletter-detail.tsx',
            () => import('./routes/newsletter-detail'),
            'NewsletterDetailRoute',
            (params) => [newsletterQuery(stringParam(params, 'id'))],
          ),
          page(
            'euraudax',
            publicPaths.euraudax,
            'app/routes/euraudax.tsx',
            () => import('./routes/euraudax'),
            'EuraudaxRoute',
            () => [euraudaxWalksQuery, euraudaxMembersQuery],
          ),
          page(
            'contact',
            publicPaths.contact,
            'app/routes/contact.tsx',
            () => import('./routes/contact'),
            'ContactRoute',
          ),
          page(
            'become-member',
            publicPaths.becomeMember,
            'app/routes/become-member.tsx',
            () => import('./routes/become-member'),
            'BecomeMemberRoute',
          ),
          page(
            'info-page',
            publicPaths.infoPage,
            'app/routes/info-page.tsx',
            () => import('./routes/info-page'),
            'InfoPageRoute',
            (params) => [pageQuery(stringParam(params, 'slug'))],
          ),
          // The page reads its link's query string, which the server's pages (kept per path) never hold.
          page(
            'unsubscribe',
            publicPaths.unsubscribe,
            'app/routes/unsubscribe.tsx',
            () => import('./routes/unsubscribe'),
            'UnsubscribeRoute',
            undefined,
            { inBrowser: true },
          ),
          { id: 'not-found', path: '*', Component: NotFoundRoute },
        ],
      },
      // The admin area stays a client-rendered app with its own screens (web/admin/app/admin-area.tsx).
      { id: 'admin', path: publicPaths.admin, Component: AdminRoute },
    ],
  },
];
