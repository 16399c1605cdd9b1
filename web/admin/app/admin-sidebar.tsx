import { useId, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import type { AdminRole } from '../../../server/contracts/admin-role';
import { adminPaths, adminScreens, adminSections, type AdminScreen } from '../../../server/contracts/admin-paths';
import type { DashboardCounts } from '../../../server/contracts/dashboard';
import { mayOpen } from '../session/may-open';
import { useSession } from '../session/session';
import { adminTexts } from './texts';

type NavItem = { to: string; label: string; end: boolean; badge: AdminScreen['badge'] };

/**
 * The screens with a label that the role may use, by section in the sidebar's order; those without a
 * section last, under no heading. A section with none of them goes.
 */
const groupsFor = (role: AdminRole | null) =>
  [...adminSections, undefined]
    .map((section) => ({
      section,
      items: Object.values(adminScreens as Record<string, AdminScreen>).flatMap((screen): NavItem[] =>
        screen.nav !== undefined && screen.section === section && mayOpen(screen, role)
          ? [{ to: screen.path, label: screen.nav, end: screen.path === adminPaths.dashboard, badge: screen.badge }]
          : [],
      ),
    }))
    .filter((group) => group.items.length > 0);

/**
 * SPEC §2 "Admin layout": one menu in sections of the screens the admin's role may use, each screen's
 * count beside it (the dashboard's answer, as last known; none before the first). On a phone it folds
 * away under a button, so the screen starts right under the header.
 */
export function AdminSidebar({ counts }: { counts: Partial<DashboardCounts> | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const role = useSession((state) => state.role);
  const groups = useMemo(() => groupsFor(role), [role]);
  // The server counts only what the role sees: a count it left out is none.
  const countOf = (item: NavItem) => (item.badge && counts ? (counts[item.badge] ?? 0) : 0);
  const total = groups.flatMap((group) => group.items).reduce((sum, item) => sum + countOf(item), 0);
  return (
    <nav className="admin-sidebar" aria-label={adminTexts.sidebarLabel} data-open={open}>
      <button
        type="button"
        className="admin-menu-toggle"
        aria-expanded={open}
        aria-controls={`${id}menu`}
        aria-describedby={total > 0 ? `${id}total` : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {adminTexts.menu}
        <span className="admin-menu-caret" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
        {total > 0 && (
          <>
            <span className="admin-badge" aria-hidden="true">
              {total}
            </span>
            <span id={`${id}total`} hidden>
              {adminTexts.menuBadges(total)}
            </span>
          </>
        )}
      </button>
      <div id={`${id}menu`} className="admin-sidebar-menu">
        {groups.map((group, index) => (
          <div key={group.section ?? ''} className="admin-nav-group">
            {group.section && (
              <p className="admin-nav-heading" id={`${id}section${index}`}>
                {group.section}
              </p>
            )}
            <ul aria-labelledby={group.section ? `${id}section${index}` : undefined}>
              {group.items.map((item) => {
                const count = countOf(item);
                const badgeId = `${id}badge${item.to}`;
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      aria-describedby={count > 0 ? badgeId : undefined}
                      onClick={() => setOpen(false)}
                    >
                      <span>{item.label}</span>
                      {count > 0 && (
                        <span className="admin-badge" aria-hidden="true">
                          {count}
                        </span>
                      )}
                    </NavLink>
                    {item.badge && count > 0 && (
                      <span id={badgeId} hidden>
                        {adminTexts.badges[item.badge](count)}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
