import type Router from '@koa/router';
import type { Deps } from '../deps';
import { adminRouter, type AdminGate, type AdminState } from './gate';
import { publicForm } from '../middleware/public-form';
import { createRouter } from '../http/router';
import type { Config } from '../config';
import { accounts } from './service';
import { passwordLinks } from './set-password';
import { passwordLinkTexts } from '../contracts';
import { RateLimit } from '../infra/rate-limit';

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

/**
 * GET /api/set-password?code=… and POST /api/set-password: a promoted admin's single-use link to choose
 * a password (server/auth/set-password.ts). The POST is a public form: JSON from our own pages only.
 */
export function setPasswordRoutes({ store, now, config }: Deps): Router {
  const links = passwordLinks({ store, now });
  // A person needs a few tries at most; the code itself is guarded by the wrong-code throttle.
  const perIp = new RateLimit({ points: 20, durationSeconds: 60 * 60 }, passwordLinkTexts.tooMany('een uur'));
  const router = createRouter();
  router.get('/api/set-password', async (ctx) => {
    // The answer depends on a secret in the query: never kept by a browser or the service worker.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await links.check(ctx.query.code, ctx.ip);
  });
  router.post('/api/set-password', ...publicForm(config), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await perIp.hit(`set-password:${ctx.ip}`);
    ctx.body = await links.choose(ctx.request.body, ctx.ip);
  });
  return router;
}

/** /admin/api/me, /profile, /change-password and /logout: the signed-in admin's own account. */
export function accountRoutes(account: Accounts, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate);
  router.get('/admin/api/me', (ctx) => {
    ctx.body = account.me(ctx.state.admin.memberId);
  });
  router.get('/admin/api/profile', (ctx) => {
    ctx.body = account.profile(ctx.state.admin.memberId);
  });
  router.post('/admin/api/change-password', async (ctx) => {
    ctx.body = await account.changePassword(ctx.state.admin, ctx.request.body, ctx.ip);
  });
  router.post('/admin/api/logout', async (ctx) => {
    await account.logout(ctx.state.admin.sessionId);
    ctx.status = 204;
  });
  return router;
}
