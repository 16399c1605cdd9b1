import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminRouter, type AdminGate, type AdminState } from '../middleware/require-admin';
import { publicForm } from '../middleware/public-form';
import { createRouter } from '../middleware/router';
import type { Config } from '../config';
import { storeStatus } from '../services/store-status';
import { accounts } from './service';

type Accounts = ReturnType<typeof accounts>;

/** POST /api/login (SPEC §7): JSON from our own pages. */
export function loginRoutes(account: Accounts, config: Config): Router {
  const router = createRouter();
  router.post('/api/login', ...publicForm(config), async (ctx) => {
    ctx.body = await account.login(ctx.request.body, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
  });
  return router;
}

/** /admin/api/me, /profile, /change-password, and the store's health check. */
export function accountRoutes(account: Accounts, { store }: AppDeps, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate);
  router.get('/admin/api/me', (ctx) => {
    ctx.body = account.me(ctx.state.admin.memberId);
  });
  router.get('/admin/api/profile', (ctx) => {
    ctx.body = account.profile(ctx.state.admin.memberId);
  });
  router.post('/admin/api/change-password', async (ctx) => {
    ctx.body = await account.changePassword(ctx.state.admin.memberId, ctx.request.body, ctx.ip);
  });
  router.get('/admin/api/database', (ctx) => {
    ctx.body = storeStatus(store);
  });
  return router;
}
