import type Router from '@koa/router';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, roleGroups } from '../contracts';
import type { Deps } from '../deps';
import { dashboardForRole } from './for-role';
import { keptDashboard } from './needs-doing';
import { storeStatus } from './service';

/**
 * GET /admin/api/database: what the club's data holds and the mail waiting, for the dashboard's check.
 * GET /admin/api/dashboard: what needs doing, for the dashboard and the sidebar's badges, as far as the
 * admin's role may see it.
 */
export function adminDashboardRoutes({ store, now }: Pick<Deps, 'store' | 'now'>, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.everyone);
  const needsDoing = keptDashboard(store);
  router.get(adminApiPaths.database, (ctx) => {
    ctx.body = storeStatus(store);
  });
  router.get(adminApiPaths.dashboard, (ctx) => {
    ctx.body = dashboardForRole(needsDoing(now()), ctx.state.admin.role);
  });
  return router;
}
