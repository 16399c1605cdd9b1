import type { AdminRole } from '../../../server/contracts/admin-role';
import type { AdminScreen } from '../../../server/contracts/admin-paths';
import { useSession } from './session';

/**
 * Whether an admin with `role` may open the screen: its `roles` (left out: every admin), as the
 * server's routers admit them. A role not yet known (offline before the first answer) opens only
 * what every admin may.
 */
export function mayOpen(screen: AdminScreen, role: AdminRole | null): boolean {
  if (!screen.roles) return true;
  return role !== null && screen.roles.includes(role);
}

/** mayOpen for the signed-in admin's role; re-renders when it changes. */
export function useMayOpen(): (screen: AdminScreen) => boolean {
  const role = useSession((state) => state.role);
  return (screen) => mayOpen(screen, role);
}
