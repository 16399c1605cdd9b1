import { pageReads, type PageRead } from './page-reads';
import { publicPaths } from './public-paths';

/**
 * Every page of the site (SPEC §2), each declared once: its path and the API reads its screens make.
 * The browser's route table gives each its screen (web/app/routes.tsx); the server answers the reads
 * from the services, writes the page's head and status from those answers (server/site/route-heads.ts,
 * one head per route named here) and renders the page with them (server/site/public-page.ts).
 */

export type RouteParams = Record<string, string | undefined>;

export type PublicRoute<R extends readonly PageRead<unknown>[] = readonly PageRead<unknown>[]> = {
  /** Its pattern in contracts/public-paths.ts; '*' for every other path. */
  path: string;
  /** The API reads its screens make, given the path's parameters (decoded). */
  reads?: (params: RouteParams) => readonly [...R];
  /** Left to the browser: it reads its query string (kept pages never hold one), or is the admin app. */
  inBrowser?: true;
};

/** A route, its reads kept as a list of their own types (for its head). */
const route = <R extends readonly PageRead<unknown>[] = []>(declared: PublicRoute<R>): PublicRoute<R> => declared;

const param = (params: RouteParams, name: string) => params[name] ?? '';

/** The navbar shows Info and Nieuwsbrieven only when there are some (SPEC §2 "Shell"): on every page but the admin's. */
export const publicLayout: Pick<PublicRoute, 'reads'> = {
  reads: () => [pageReads.pageSummaries, pageReads.newsletters],
};

export const publicRoutes = {
  home: route({ path: publicPaths.home, reads: () => [pageReads.nextOwnWalk] }),
  members: route({
    path: publicPaths.members,
    reads: () => [pageReads.board, pageReads.aids, pageReads.memberCount],
  }),
  ownWalks: route({
    path: publicPaths.ownWalks,
    reads: () => [pageReads.walkList('own', 'future'), pageReads.walkList('own', 'past')],
  }),
  ownWalk: route({ path: publicPaths.ownWalk, reads: (params) => [pageReads.walk(param(params, 'id'))] }),
  walks: route({
    path: publicPaths.walks,
    reads: () => [pageReads.walkList('other', 'future'), pageReads.walkList('other', 'past')],
  }),
  walk: route({ path: publicPaths.walk, reads: (params) => [pageReads.walk(param(params, 'id'))] }),
  // The navbar's list too (the layout's), asked afresh when the walker opens the list.
  newsletters: route({ path: publicPaths.newsletters, reads: () => [pageReads.newsletters] }),
  newsletter: route({ path: publicPaths.newsletter, reads: (params) => [pageReads.newsletter(param(params, 'id'))] }),
  euraudax: route({ path: publicPaths.euraudax, reads: () => [pageReads.euraudaxWalks, pageReads.euraudaxMembers] }),
  contact: route({ path: publicPaths.contact }),
  becomeMember: route({ path: publicPaths.becomeMember }),
  infoPage: route({ path: publicPaths.infoPage, reads: (params) => [pageReads.page(param(params, 'slug'))] }),
  unsubscribe: route({ path: publicPaths.unsubscribe, inBrowser: true }),
  /** The admin area, with its own screens (web/admin/app/admin-area.tsx). */
  admin: route({ path: publicPaths.admin, inBrowser: true }),
  notFound: route({ path: '*' }),
};

export type PublicRouteName = keyof typeof publicRoutes;

/** The reads of a route, each with the type of its answer. */
export type ReadsOf<N extends PublicRouteName> = (typeof publicRoutes)[N] extends PublicRoute<infer R> ? R : never;
