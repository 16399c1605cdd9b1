import Router from '@koa/router';
import type { AppDeps } from '../app';
import { createJsonCache } from '../middleware/cached-json';
import { parseId } from '../middleware/parse-id';
import { eventTexts, publicWalks, type WalkKind } from './service';
import { brusselsLocal } from './walk-time';

/** GET /api/events/… (SPEC §7): published walks only. */
export function publicEventRoutes({ store, now }: AppDeps): Router {
  const walks = publicWalks(store, now);
  const sendCached = createJsonCache();
  // Lists change with the walks, their images, and the minute a walk ends.
  const revision = () => `${store.events.revision}.${store.images.revision}.${brusselsLocal(now())}`;
  const router = new Router({ prefix: '/api/events' });

  const list = (path: string, kind: WalkKind, when: 'upcoming' | 'past' | 'all') =>
    router.get(path, (ctx) => sendCached(ctx, path, revision(), () => walks[when](kind)));

  list('/future', 'other', 'upcoming');
  list('/past', 'other', 'past');
  list('/own/future', 'own', 'upcoming');
  list('/own/past', 'own', 'past');
  list('/euraudax', 'euraudax', 'all');
  router.get('/own/next', (ctx) => sendCached(ctx, '/own/next', revision(), () => walks.nextOwn()));
  router.get('/:id', (ctx) => {
    ctx.body = walks.get(parseId(ctx.params.id, eventTexts.notFound));
  });
  return router;
}
