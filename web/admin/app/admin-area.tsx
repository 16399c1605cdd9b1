import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { startOutbox } from '../outbox/start-outbox';
import { AdminLayout } from './admin-layout';
import { LoginPage } from './login-page';
import { RequireAdmin } from './require-admin';
import './admin.css';
import { adminPaths, adminRoutePath, publicPaths } from '../../../server/contracts';

// Each screen in its own chunk, so opening the dashboard does not load the editor or the member table.
const screens = {
  dashboard: () => import('../features/dashboard/dashboard-page'),
  members: () => import('../features/members/members-page'),
  walks: () => import('../features/walks/walks-page'),
  walkEdit: () => import('../features/walks/walk-edit-page'),
  pages: () => import('../features/pages/pages-page'),
  pageEdit: () => import('../features/pages/page-edit-page'),
  newsletters: () => import('../features/newsletters/newsletters-page'),
  newsletterEdit: () => import('../features/newsletters/newsletter-edit-page'),
  settings: () => import('../features/settings/settings-page'),
  editor: () => import('../editor/rich-text-editor'),
};
const DashboardPage = lazyNamed(screens.dashboard, 'DashboardPage');
const MembersPage = lazyNamed(screens.members, 'MembersPage');
const WalksPage = lazyNamed(screens.walks, 'WalksPage');
const WalkEditPage = lazyNamed(screens.walkEdit, 'WalkEditPage');
const PagesPage = lazyNamed(screens.pages, 'PagesPage');
const PageEditPage = lazyNamed(screens.pageEdit, 'PageEditPage');
const NewslettersPage = lazyNamed(screens.newsletters, 'NewslettersPage');
const NewsletterEditPage = lazyNamed(screens.newsletterEdit, 'NewsletterEditPage');
const SettingsPage = lazyNamed(screens.settings, 'SettingsPage');
// Used once in a club's life, or in an admin's: not among the screens loaded ahead for offline use.
const SetupPage = lazyNamed(() => import('../features/setup/setup-page'), 'SetupPage');
const SetPasswordPage = lazyNamed(() => import('../features/set-password/set-password-page'), 'SetPasswordPage');

/**
 * The service worker does not precache the admin's code on walkers' phones: an administrator's
 * browser loads every screen (and the editor) once it is idle, so each one opens offline later.
 */
function warmUpForOffline(): void {
  if (!navigator.onLine) return;
  const loadAll = () => {
    for (const load of Object.values(screens)) load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(loadAll, { timeout: 5000 });
  else setTimeout(loadAll, 2000);
}

/**
 * The admin area (SPEC §2 "Admin layout"): its own lazy chunk, outside the public navbar and
 * footer. Every route but the login and the one-time links (the first start's setup, a new admin's
 * password) sits behind the guard. The offline outbox runs while it is open, the login included: a new
 * login resumes writes that waited for it.
 */
export function AdminArea() {
  useEffect(() => startOutbox(), []);
  useEffect(() => warmUpForOffline(), []);
  // The public site's router (web/lib/router.tsx) leaves react-router to the admin area's chunk: its
  // screens route relative to the same /admin/* as before, and navigate through react-router only.
  return (
    <BrowserRouter>
      <Routes>
        <Route path={publicPaths.admin} element={<AdminScreens />} />
      </Routes>
    </BrowserRouter>
  );
}

function AdminScreens() {
  return (
    <Routes>
      <Route path={adminRoutePath(adminPaths.login)} element={<LoginPage />} />
      <Route path={adminRoutePath(adminPaths.setup)} element={<SetupPage />} />
      <Route path={adminRoutePath(adminPaths.setPassword)} element={<SetPasswordPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path={adminRoutePath(adminPaths.members)} element={<MembersPage />} />
          <Route path={adminRoutePath(adminPaths.walks)} element={<WalksPage />} />
          <Route path={adminRoutePath(adminPaths.newWalk)} element={<WalkEditPage />} />
          <Route path={adminRoutePath(adminPaths.walk)} element={<WalkEditPage />} />
          <Route path={adminRoutePath(adminPaths.newsletters)} element={<NewslettersPage />} />
          <Route path={adminRoutePath(adminPaths.newsletter)} element={<NewsletterEditPage />} />
          <Route path={adminRoutePath(adminPaths.pages)} element={<PagesPage />} />
          <Route path={adminRoutePath(adminPaths.page)} element={<PageEditPage />} />
          <Route path={adminRoutePath(adminPaths.settings)} element={<SettingsPage />} />
          <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
