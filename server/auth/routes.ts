import Router from '@koa/router';
import type { AppDeps } from '../app';
import type { AdminState } from '../middleware/require-admin';
import { accounts } from './service';

type Accounts = ReturnType<typeof accounts>;

/** POST /api/login (SPEC §7). */
export function loginRoutes(account: Accounts): Router {
  const router = new Router();
  router.post('/api/login', async (ctx) => {
    ctx.body = await account.login(ctx.request.body, ctx.ip);
    ctx.set('Cache-Control', 'no-store');
  });
  return router;
}

/** /admin/api/me, /profile, /change-password, and the store's health check. */
export function accountRoutes(account: Accounts, { store }: AppDeps): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/admin/api' });
  router.get('/me', (ctx) => {
    ctx.body = account.me(ctx.state.admin.memberId);
  });
  router.get('/profile', (ctx) => {
    ctx.body = account.profile(ctx.state.admin.memberId);
  });
  router.post('/change-password', async (ctx) => {
    ctx.body = await account.changePassword(ctx.state.admin.memberId, ctx.request.body);
  });
  router.get('/database', (ctx) => {
    const collections = {
      members: store.members.size,
      events: store.events.size,
      pages: store.pages.size,
      newsletters: store.newsletters.size,
      images: store.images.size,
      pendingMail: store.mail.filter((mail) => mail.status === 'pending').length,
      failedMail: store.mail.filter((mail) => mail.status === 'failed').length,
      contactMessages: store.contactMessages.size,
    };
    ctx.body = { status: 'ok', schemaVersion: store.schemaVersion(), collections };
  });
  return router;
}
