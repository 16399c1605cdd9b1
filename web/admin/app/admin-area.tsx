import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { startOutbox } from '../outbox/start-outbox';
import { AdminLayout } from './admin-layout';
import { LoginPage } from './login-page';
import { RequireAdmin } from './require-admin';
import './admin.css';

// Each screen in its own chunk, so opening the dashboard does not load the editor or the member table.
const DashboardPage = lazyNamed(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const MembersPage = lazyNamed(() => import('../features/members/members-page'), 'MembersPage');
const WalksPage = lazyNamed(() => import('../features/walks/walks-page'), 'WalksPage');
const WalkEditPage = lazyNamed(() => import('../features/walks/walk-edit-page'), 'WalkEditPage');
const PagesPage = lazyNamed(() => import('../features/pages/pages-page'), 'PagesPage');
const PageEditPage = lazyNamed(() => import('../features/pages/page-edit-page'), 'PageEditPage');
const NewslettersPage = lazyNamed(() => import('../features/newsletters/newsletters-page'), 'NewslettersPage');
const NewsletterEditPage = lazyNamed(
  () => import('../features/newsletters/newsletter-edit-page'),
  'NewsletterEditPage',
);
const SettingsPage = lazyNamed(() => import('../features/settings/settings-page'), 'SettingsPage');

/**
 * The admin area (SPEC §2 "Admin layout"): its own lazy chunk, outside the public navbar and
 * footer. Every route but the login sits behind the guard. The offline outbox runs while it is
 * open, the login included: a new login resumes writes that waited for it.
 */
export function AdminArea() {
  useEffect(() => startOutbox(), []);
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
