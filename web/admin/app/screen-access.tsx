import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminRoleLabels } from '../../../server/contracts/admin-role';
import { adminPaths, adminScreens, type AdminScreen } from '../../../server/contracts/admin-paths';
import { mayOpen } from '../session/may-open';
import { useSession } from '../session/session';
import { adminTexts } from './texts';

const texts = adminTexts.noAccess;

/**
 * A screen's name in the message: its sidebar label, or that of the screen it sits under
 * (/admin/leden/importeren is part of Leden).
 */
function screenName(screen: AdminScreen): string {
  if (screen.nav) return screen.nav;
  const parent = Object.values(adminScreens as Record<string, AdminScreen>).find(
    (other) => other.nav && other.path !== adminPaths.dashboard && screen.path.startsWith(`${other.path}/`),
  );
  return parent?.nav ?? texts.thisPart;
}

/**
 * Every screen of the admin area goes through here (admin-area.tsx): one the admin's role may not use
 * is not rendered (its code does not load, its API is not called); the admin reads why, and the way on.
 */
export function ScreenAccess({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const role = useSession((state) => state.role);
  if (mayOpen(screen, role)) return children;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{role ? texts.text(adminRoleLabels[role], screenName(screen)) : texts.unknownRole}</p>
      <p>
        <Link to={adminPaths.dashboard}>{texts.toDashboard}</Link>
      </p>
    </>
  );
}
