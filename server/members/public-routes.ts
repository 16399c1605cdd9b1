import Router from '@koa/router';
import type { AppDeps } from '../app';
import { publicMembers } from './service';

/** GET /api/members/… (SPEC §7): public cards only, never personal data. */
export function publicMemberRoutes({ store }: AppDeps): Router {
  const members = publicMembers(store);
  const router = new Router({ prefix: '/api/members' });

  router.get('/board', (ctx) => {
    ctx.body = members.board();
  });
  router.get('/aids', (ctx) => {
    ctx.body = members.aids();
  });
  router.get('/euraudax', (ctx) => {
    ctx.body = members.euraudax();
  });
  router.get('/count', (ctx) => {
    ctx.body = members.count();
  });
  return router;
}
