import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { createJsonCache } from '../middleware/cached-json';
import { createRouter } from '../middleware/router';
import { publicMembers } from './service';

/** GET /api/members/… (SPEC §7): public cards only, never personal data. */
export function publicMemberRoutes({ store }: AppDeps): Router {
  const members = publicMembers(store);
  const sendCached = createJsonCache();
  const revision = () => `${store.members.revision}.${store.images.revision}`;
  const router = createRouter();
  const base = '/api/members';

  router.get(`${base}/board`, (ctx) => sendCached(ctx, 'board', revision(), members.board));
  router.get(`${base}/aids`, (ctx) => sendCached(ctx, 'aids', revision(), members.aids));
  router.get(`${base}/euraudax`, (ctx) => sendCached(ctx, 'euraudax', revision(), members.euraudax));
  router.get(`${base}/count`, (ctx) => sendCached(ctx, 'count', revision(), members.count));
  return router;
}
