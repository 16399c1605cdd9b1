import type Router from '@koa/router';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths } from '../contracts';
import type { Deps } from '../deps';
import { storeStatus } from './service';

/** GET /admin/api/database: what the club's data holds and the mail waiting, for the admin's dashboard. */
export function adminDashboardRoutes({ store }: Pick<Deps, 'store'>, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate);
  router.get(adminApiPaths.database, (ctx) => {
    ctx.body = storeStatus(store);
  });
  return router;
}
