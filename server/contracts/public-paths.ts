/**
 * The public URLs of the web app (SPEC §2), written once: the router's routes, the page heads, the
 * sitemap, the feed, the calendar and the mails build their paths from these. A `:name` segment is
 * one path segment, filled in encoded.
 */
const adminArea = '/admin';

export const publicPaths = {
  home: '/',
  members: '/leden',
  ownWalks: '/eigenwandeltochten',
  ownWalk: '/eigenwandeltochten/:id',
  walks: '/wandeltochten',
  walk: '/wandeltochten/:id',
  newsletters: '/nieuwsbrieven',
  newsletter: '/nieuwsbrieven/:id',
  euraudax: '/euraudax',
  contact: '/contact',
  becomeMember: '/lidworden',
  infoPage: '/info/:slug',
  unsubscribe: '/unsubscribe',
  /** The admin area, with its own screens (web/admin/app/admin-area.tsx). */
  admin: `${adminArea}/*`,
} as const;

export type PublicPath = (typeof publicPaths)[keyof typeof publicPaths];

/** The admin area's own path, or one of its screens: never indexed. */
export const isAdminAreaPath = (path: string) => path === adminArea || path.startsWith(`${adminArea}/`);

/** The public lists and club pages, as the navbar links them: the sitemap lists each. */
export const listPaths = [
  publicPaths.home,
  publicPaths.members,
  publicPaths.ownWalks,
  publicPaths.walks,
  publicPaths.newsletters,
  publicPaths.euraudax,
  publicPaths.contact,
  publicPaths.becomeMember,
] as const;

/** The pattern with its `:name` segment filled in, encoded. */
export function fillPath(pattern: string, value: string | number): string {
  return pattern.replace(/:[a-z]+/i, encodeURIComponent(String(value)));
}

/** Where the site shows a walk: the club's own walks under their own list, the others under theirs. */
export function walkPath(walk: { id: number; own: boolean }): string {
  return fillPath(walk.own ? publicPaths.ownWalk : publicPaths.walk, walk.id);
}

export const newsletterPath = (newsletter: { id: number }) => fillPath(publicPaths.newsletter, newsletter.id);

export const infoPagePath = (page: { link: string }) => fillPath(publicPaths.infoPage, page.link);

/** The path's one `:name` segment as written (still encoded) when the path matches the pattern. */
export function pathSegmentOf(pattern: string, path: string): string | undefined {
  const [before, after, ...more] = pattern.split(/:[a-z]+/i);
  if (before === undefined || after === undefined || more.length > 0) return undefined;
  if (!path.startsWith(before) || !path.endsWith(after)) return undefined;
  const segment = path.slice(before.length, path.length - after.length);
  return segment && !segment.includes('/') ? segment : undefined;
}

/** Whether the path is the pattern's: the same, or with its `:name` segment filled in. */
export const matchesPath = (pattern: string, path: string): boolean =>
  pattern === path || pathSegmentOf(pattern, path) !== undefined;
