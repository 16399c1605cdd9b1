import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { useClubName } from '../../lib/site-config';
import { ConflictDialog } from '../outbox/conflict-dialog';
import { OutboxStatus } from '../outbox/outbox-status';
import { componentTexts } from '../components/texts';
import { UserMenu } from './user-menu';
import { adminTexts } from './texts';
import { adminPaths, adminScreens } from '../../../server/contracts';

/** The screens with a place in the sidebar, in its order. */
const sections = Object.values(adminScreens).flatMap((screen) =>
  'nav' in screen ? [{ to: screen.path, label: screen.nav, end: screen.path === adminPaths.dashboard }] : [],
);

/**
 * SPEC §2 "Admin layout": the sidebar, the header with the user menu, and the screen. The header
 * also shows the offline outbox (writes waiting for a connection); its dialog lives here once.
 */
export function AdminLayout() {
  const clubName = useClubName();
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
      <nav className="admin-sidebar" aria-label={adminTexts.sidebarLabel}>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="admin-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{componentTexts.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ConflictDialog />
    </div>
  );
}
