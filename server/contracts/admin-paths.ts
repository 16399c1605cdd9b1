import { fillPath, matchesPath, publicPaths } from './public-paths';

/**
 * The admin area's screens (SPEC §2 "Admin"), written once: the admin router, its navigation and
 * links, the server's list of app paths and the mails build their paths from these.
 */
export const adminPaths = {
  dashboard: '/admin',
  login: '/admin/login',
  /** The first start's one-time link (?code=…): names the club and makes its first admin. */
  setup: '/admin/setup',
  /** A new administrator's single-use link (?code=…) to choose a password. */
  setPassword: '/admin/wachtwoord',
  members: '/admin/leden',
  walks: '/admin/wandeltochten',
  newWalk: '/admin/wandeltochten/new',
  walk: '/admin/wandeltochten/edit/:id',
  newsletters: '/admin/nieuwsbrieven',
  newsletter: '/admin/nieuwsbrieven/:id',
  pages: '/admin/info',
  page: '/admin/info/:id',
  settings: '/admin/settings',
} as const;

/** Where the admin signs in; the mail with a new password links here. */
export const adminLoginPath = adminPaths.login;

const areaPrefix = publicPaths.admin.replace(/\*$/, '');

/** The screen's path inside the admin area's own router (mounted at /admin/*): 'leden', 'info/:id'. */
export const adminRoutePath = (path: string) => path.slice(areaPrefix.length);

/** Whether the path is one of the admin screens (and no other path under /admin). */
export const isAdminScreenPath = (path: string) =>
  Object.values(adminPaths).some((pattern) => matchesPath(pattern, path));

/** A record's edit screen; `{ id: 'new' }` is the form for a new one (walks have their own). */
type RecordRef = { id: number | 'new' };
export const adminWalkPath = (walk: { id: number }) => fillPath(adminPaths.walk, walk.id);
export const adminNewsletterPath = (newsletter: RecordRef) => fillPath(adminPaths.newsletter, newsletter.id);
export const adminPagePath = (page: RecordRef) => fillPath(adminPaths.page, page.id);
