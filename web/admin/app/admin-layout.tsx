import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { useClubName } from '../../lib/site-config';
import { ConflictDialog } from '../outbox/conflict-dialog';
import { OutboxStatus } from '../outbox/outbox-status';
import { componentTexts } from '../components/texts';
import { useDashboardStore } from '../features/dashboard/api/get-dashboard';
import { useDashboardRefresh } from '../features/dashboard/api/use-dashboard-refresh';
import { AdminSidebar } from './admin-sidebar';
import { UserMenu } from './user-menu';
import { adminTexts } from './texts';
import { adminPaths } from '../../../server/contracts';

/**
 * SPEC §2 "Admin layout": the sidebar, the header with the user menu, and the screen. The header
 * also shows the offline outbox (writes waiting for a connection); its dialog lives here once.
 */
export function AdminLayout() {
  const clubName = useClubName();
  const { pathname } = useLocation();
  useDashboardRefresh(pathname);
  const counts = useDashboardStore((state) => state.answer?.counts);
  return (
    <div className="admin-shell">
      <PageMeta title={adminTexts.areaTitle} description={adminTexts.areaDescription} noindex />
      <a className="skip-link" href="#main">
        {adminTexts.skipToContent}
      </a>
      <header className="admin-header">
        <Link to={adminPaths.dashboard} className="admin-brand">
          {adminTexts.areaTitle} · {clubName}
        </Link>
        <div className="admin-header-end">
          <OutboxStatus />
          <Link to="/">{adminTexts.toPublicSite}</Link>
          <UserMenu />
        </div>
      </header>
      <AdminSidebar counts={counts} />
      <main id="main" className="admin-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{componentTexts.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ConflictDialog />
    </div>
  );
}
