import type Router from '@koa/router';
import { setupTexts } from '../contracts';
import type { DepsWith } from '../deps';
import { publicForm } from '../middleware/public-form';
import { createRouter } from '../http/router';
import { RateLimit } from '../infra/rate-limit';
import type { FirstRunSetup } from './service';

/**
 * GET /api/setup?code=… and POST /api/setup: the first start's one-time link (server/setup/service.ts).
 * Public, since the club has no admin yet; the POST is a public form (JSON from our own pages only).
 */
export function setupRoutes({ config, services }: DepsWith<{ setup: FirstRunSetup }>): Router {
  const { setup } = services;
  // A person needs a few tries at most; the code itself is guarded by the wrong-code throttle.
  const perIp = new RateLimit({ points: 20, durationSeconds: 60 * 60 }, setupTexts.tooManyTries);
  const router = createRouter();

  router.get('/api/setup', async (ctx) => {
    // The answer depends on a secret in the query: never kept by a browser or the service worker.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await setup.check(ctx.query.code, ctx.ip);
  });
  router.post('/api/setup', ...publicForm(config), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await perIp.hit(`setup:${ctx.ip}`);
    ctx.body = await setup.complete(ctx.request.body, ctx.ip);
  });
  return router;
}
