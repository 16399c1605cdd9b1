import type { DashboardCountKey } from './dashboard';
import { fillPath, matchesPath, publicPaths } from './public-paths';

/**
 * The admin area's screens behind the sign-in, one line each: the screen's path, its page module
 * under web/admin/features (a file that exports a component named after it: `members/members-page`
 * exports `MembersPage`) and, for the sidebar, its label, section and count badge, in the sidebar's order
 * within a section. The admin router, the sidebar, the offline warm-up and the server's list of app paths
 * all derive from this table.
 */
export const adminScreens = {
  dashboard: { path: '/admin', page: 'dashboard/dashboard-page', nav: 'Dashboard', section: 'Overzicht' },
  pages: { path: '/admin/info', page: 'pages/pages-page', nav: 'Info', section: 'Website' },
  page: { path: '/admin/info/:id', page: 'pages/page-edit-page' },
  walks: {
    path: '/admin/wandeltochten',
    page: 'walks/walks-page',
    nav: 'Wandeltochten',
    section: 'Website',
    badge: 'walksWithoutReport',
  },
  newWalk: { path: '/admin/wandeltochten/new', page: 'walks/walk-edit-page' },
  walk: { path: '/admin/wandeltochten/edit/:id', page: 'walks/walk-edit-page' },
  members: { path: '/admin/leden', page: 'members/members-page', nav: 'Leden', section: 'Secretariaat' },
  memberImport: { path: '/admin/leden/importeren', page: 'member-import/member-import-page' },
  applications: {
    path: '/admin/aanvragen',
    page: 'applications/applications-page',
    nav: 'Aanvragen',
    section: 'Secretariaat',
    badge: 'applications',
  },
  messages: {
    path: '/admin/berichten',
    page: 'messages/messages-page',
    nav: 'Berichten',
    section: 'Secretariaat',
    badge: 'messages',
  },
  newsletters: {
    path: '/admin/nieuwsbrieven',
    page: 'newsletters/newsletters-page',
    nav: 'Nieuwsbrieven',
    section: 'Website',
  },
  newsletter: { path: '/admin/nieuwsbrieven/:id', page: 'newsletters/newsletter-edit-page' },
  settings: { path: '/admin/settings', page: 'settings/settings-page', nav: 'Admin', section: 'Beheer' },
  failedMail: { path: '/admin/mails', page: 'mail/failed-mail-page' },
} as const satisfies Record<string, AdminScreen>;

/** The sidebar's sections, in its order; a screen with a label but no section comes last, under none. */
export const adminSections = ['Overzicht', 'Secretariaat', 'Website', 'Beheer'] as const;
export type AdminSection = (typeof adminSections)[number];

/**
 * `section`: where the sidebar puts the label; `badge`: the dashboard's count shown beside it
 * (GET /admin/api/dashboard), left out when it is 0.
 */
export type AdminScreen = {
  path: string;
  page: string;
  nav?: string;
  section?: AdminSection;
  badge?: DashboardCountKey;
};

type ScreenPaths = { [Name in keyof typeof adminScreens]: (typeof adminScreens)[Name]['path'] };

/**
 * Every path of the admin area: its screens, and the pages open without signing in. The admin router,
 * its navigation and links, the server's list of app paths and the mails build their paths from these.
 */
export const adminPaths = {
  ...(Object.fromEntries(Object.entries(adminScreens).map(([name, screen]) => [name, screen.path])) as ScreenPaths),
  login: '/admin/login',
  /** The first start's one-time link (?code=…): names the club and makes its first admin. */
  setup: '/admin/setup',
  /** A new administrator's single-use link (?code=…) to choose a password. */
  setPassword: '/admin/wachtwoord',
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
