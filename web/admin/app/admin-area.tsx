import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { startOutbox } from '../outbox/start-outbox';
import { AdminLayout } from './admin-layout';
import { LoginPage } from './login-page';
import { RequireAdmin } from './require-admin';
import './admin.css';

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
 * footer. Every route but the login sits behind the guard. The offline outbox runs while it is
 * open, the login included: a new login resumes writes that waited for it.
 */
export function AdminArea() {
  useEffect(() => startOutbox(), []);
  useEffect(() => warmUpForOffline(), []);
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="leden" element={<MembersPage />} />
          <Route path="wandeltochten" element={<WalksPage />} />
          <Route path="wandeltochten/new" element={<WalkEditPage />} />
          <Route path="wandeltochten/edit/:id" element={<WalkEditPage />} />
          <Route path="nieuwsbrieven" element={<NewslettersPage />} />
          <Route path="nieuwsbrieven/:id" element={<NewsletterEditPage />} />
          <Route path="info" element={<PagesPage />} />
          <Route path="info/:id" element={<PageEditPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
