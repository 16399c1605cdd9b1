import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import type { AuditLog } from '../infra/audit-log';
import { adminRouter, type AdminGate, type AdminState } from './gate';
import { publicForm } from '../middleware/public-form';
import { createRouter } from '../http/router';
import type { Config } from '../config';
import { oneTimeLinkRoutes } from './one-time-link-routes';
import { accounts } from './service';
import type { PasswordResets } from './password-reset';
import { passwordLinks } from './set-password';
import { adminApiPaths, apiPaths, passwordLinkTexts, roleGroups } from '../contracts';

type Accounts = ReturnType<typeof accounts>;

/** POST /api/login (SPEC §7) and its second step, /api/login/code: JSON from our own pages. */
export function loginRoutes(account: Accounts, config: Config): Router {
  const router = createRouter();
  router.post(apiPaths.login, ...publicForm(config), async (ctx) => {
    ctx.body = await account.login(ctx.request.body, ctx.ip, ctx.get('User-Agent'));
    ctx.set('Cache-Control', 'no-store');
  });
  router.post(apiPaths.loginCode, ...publicForm(config), async (ctx) => {
    ctx.body = await account.loginWithCode(ctx.request.body, ctx.ip, ctx.get('User-Agent'));
    ctx.set('Cache-Control', 'no-store');
  });
  return router;
}

/** GET and POST /api/set-password: a mailed single-use link to choose a password (set-password.ts). */
export function setPasswordRoutes({ store, now, config, services }: DepsWith<{ audit: AuditLog }>): Router {
  const links = passwordLinks({ store, now, audit: services.audit });
  const link = { check: links.check, use: links.choose };
  return oneTimeLinkRoutes(config, apiPaths.setPassword, link, passwordLinkTexts.tooMany('een uur'));
}

/** POST /api/forgot-password: one answer for every address; the lookup and the mail come after it. */
export function forgotPasswordRoutes({ config, services }: DepsWith<{ passwordResets: PasswordResets }>): Router {
  const router = createRouter();
  router.post(apiPaths.forgotPassword, ...publicForm(config), async (ctx) => {
    const { answer, afterAnswer } = await services.passwordResets.request(ctx.request.body, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer;
    // Once the answer is out (or its client gone): how long the look-up takes cannot show in it.
    ctx.res.once('close', afterAnswer);
  });
  return router;
}

/** /admin/api/me, /profile, /change-password and /logout: the signed-in admin's own account. */
export function accountRoutes(account: Accounts, gate: AdminGate): Router<AdminState> {
  const router = adminRouter(gate, roleGroups.everyone);
  router.get(adminApiPaths.me, (ctx) => {
    ctx.body = account.me(ctx.state.admin.memberId);
  });
  router.get(adminApiPaths.profile, (ctx) => {
    ctx.body = account.profile(ctx.state.admin.memberId);
  });
  router.post(adminApiPaths.changePassword, async (ctx) => {
    ctx.body = await account.changePassword(ctx.state.admin, ctx.request.body, ctx.ip);
  });
  router.post(adminApiPaths.logout, async (ctx) => {
    await account.logout(ctx.state.admin.sessionId);
    ctx.status = 204;
  });
  return router;
}
