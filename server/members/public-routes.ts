import type Router from '@koa/router';
import { offlinePaths } from '../contracts';
import type { AppDeps } from '../deps';
import { createJsonCache } from '../middleware/cached-json';
import { createRouter } from '../middleware/router';
import { publicMembers } from './service';

/** GET /api/members/… (SPEC §7): public cards only, never personal data. */
export function publicMemberRoutes({ store }: AppDeps): Router {
  const members = publicMembers(store);
  const sendCached = createJsonCache();
  const router = createRouter();
  const base = '/api/members';

  router.get(`${base}/board`, (ctx) => sendCached(ctx, 'board', members.revision(), members.board));
  router.get(`${base}/aids`, (ctx) => sendCached(ctx, 'aids', members.revision(), members.aids));
  router.get(`${base}/euraudax`, (ctx) => sendCached(ctx, 'euraudax', members.revision(), members.euraudax));
  router.get(`${base}/count`, (ctx) => sendCached(ctx, 'count', members.revision(), members.count));
  // The batch for offline reading (contracts/offline.ts): the same answers as the URLs it names.
  router.get(offlinePaths.club, (ctx) => sendCached(ctx, 'offline', members.revision(), members.offline));
  return router;
}
