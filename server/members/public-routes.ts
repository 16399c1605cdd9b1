import Router from '@koa/router';
import type { AppDeps } from '../app';
import { createJsonCache } from '../middleware/cached-json';
import { publicMembers } from './service';

/** GET /api/members/… (SPEC §7): public cards only, never personal data. */
export function publicMemberRoutes({ store }: AppDeps): Router {
  const members = publicMembers(store);
  const sendCached = createJsonCache();
  const revision = () => `${store.members.revision}.${store.images.revision}`;
  const router = new Router({ prefix: '/api/members' });

  router.get('/board', (ctx) => sendCached(ctx, 'board', revision(), members.board));
  router.get('/aids', (ctx) => sendCached(ctx, 'aids', revision(), members.aids));
  router.get('/euraudax', (ctx) => sendCached(ctx, 'euraudax', revision(), members.euraudax));
  router.get('/count', (ctx) => sendCached(ctx, 'count', revision(), members.count));
  return router;
}
