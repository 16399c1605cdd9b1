import { roleGroups, type AdminRole } from './admin-role';
import type { DashboardCountKey } from './dashboard';
import { fillPath, matchesPath, publicPaths } from './public-paths';

/** Who may open a screen; the server's routers admit the same roles (server/auth/gate.ts). */
const { board, secretaries, treasurers, editors } = roleGroups;

/**
 * The admin area's screens behind the sign-in, one line each: the screen's path, its page module
 * under web/admin/features (a file that exports a component named after it: `members/members-page`
 * exports `MembersPage`) and, for the sidebar, its label, section and count badge, in the sidebar's order
 * within a section. The admin router, the sidebar, the offline warm-up and the server's list of app paths
 * all derive from this table.
 */
export const adminScreens = {
  dashboard: { path: '/admin', page: 'dashboard/dashboard-page', nav: 'Dashboard', section: 'Overzicht' },
  pages: { path: '/admin/info', page: 'pages/pages-page', nav: 'Info', section: 'Website', roles: editors },
  page: { path: '/admin/info/:id', page: 'pages/page-edit-page', roles: editors },
  walks: {
    path: '/admin/wandeltochten',
    page: 'walks/walks-page',
    nav: 'Wandeltochten',
    section: 'Website',
    badge: 'walksWithoutReport',
    roles: editors,
  },
  newWalk: { path: '/admin/wandeltochten/new', page: 'walks/walk-edit-page', roles: editors },
  walk: { path: '/admin/wandeltochten/edit/:id', page: 'walks/walk-edit-page', roles: editors },
  members: {
    path: '/admin/leden',
    page: 'members/members-page',
    nav: 'Leden',
    section: 'Secretariaat',
    roles: secretaries,
  },
  memberImport: { path: '/admin/leden/importeren', page: 'member-import/member-import-page', roles: secretaries },
  applications: {
    path: '/admin/aanvragen',
    page: 'applications/applications-page',
    nav: 'Aanvragen',
    section: 'Secretariaat',
    badge: 'applications',
    roles: secretaries,
  },
  messages: {
    path: '/admin/berichten',
    page: 'messages/messages-page',
    nav: 'Berichten',
    section: 'Secretariaat',
    badge: 'messages',
    roles: secretaries,
  },
  newsletters: {
    path: '/admin/nieuwsbrieven',
    page: 'newsletters/newsletters-page',
    nav: 'Nieuwsbrieven',
    section: 'Website',
    roles: editors,
  },
  newsletter: { path: '/admin/nieuwsbrieven/:id', page: 'newsletters/newsletter-edit-page', roles: editors },
  settings: { path: '/admin/settings', page: 'settings/settings-page', nav: 'Admin', section: 'Beheer', roles: board },
  failedMail: { path: '/admin/mails', page: 'mail/failed-mail-page', roles: secretaries },
  sessions: { path: '/admin/aangemeld', page: 'account/sessions-page' },
  /** The admin's own two-step verification, from the user menu; where an admin the club requires it of is sent first. */
  twoStep: { path: '/admin/tweestaps', page: 'account/two-step-page' },
  audit: { path: '/admin/logboek', page: 'audit/audit-page', nav: 'Logboek', section: 'Beheer', roles: board },
  payments: {
    path: '/admin/betalingen',
    page: 'payments/payments-page',
    nav: 'Betalingen',
    section: 'Financiën',
    roles: treasurers,
  },
} as const satisfies Record<string, AdminScreen>;

/** The sidebar's sections, in its order; a screen with a label but no section comes last, under none. */
export const adminSections = ['Overzicht', 'Secretariaat', 'Financiën', 'Website', 'Beheer'] as const;
export type AdminSection = (typeof adminSections)[number];

/**
 * `section`: where the sidebar puts the label; `badge`: the dashboard's count shown beside it
 * (GET /admin/api/dashboard), left out when it is 0; `roles`: who may open it (left out: every
 * administrator); the sidebar hides it from the others and a direct link says why.
 */
export type AdminScreen = {
  path: string;
  page: string;
  nav?: string;
  section?: AdminSection;
  badge?: DashboardCountKey;
  roles?: readonly AdminRole[];
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
  /** "Wachtwoord vergeten?": asks for a link to /admin/wachtwoord by mail. */
  forgotPassword: '/admin/wachtwoord-vergeten',
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
