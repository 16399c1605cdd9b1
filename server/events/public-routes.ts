import Router from '@koa/router';
import { parseId } from '../middleware/parse-id';
import type { AppDeps } from '../app';
import { eventTexts, publicWalks } from './service';

/** GET /api/events/… (SPEC §7): published walks only. */
export function publicEventRoutes({ store, now }: AppDeps): Router {
  const walks = publicWalks(store, now);
  const router = new Router({ prefix: '/api/events' });

  router.get('/future', (ctx) => {
    ctx.body = walks.upcoming('other');
  });
  router.get('/past', (ctx) => {
    ctx.body = walks.past('other');
  });
  router.get('/own/future', (ctx) => {
    ctx.body = walks.upcoming('own');
  });
  router.get('/own/past', (ctx) => {
    ctx.body = walks.past('own');
  });
  router.get('/own/next', (ctx) => {
    const next = walks.nextOwn();
    if (next) ctx.body = next;
    else ctx.status = 204;
  });
  router.get('/euraudax', (ctx) => {
    ctx.body = walks.all('euraudax');
  });
  router.get('/:id', (ctx) => {
    ctx.body = walks.get(parseId(ctx.params.id, eventTexts.notFound));
  });
  return router;
}
