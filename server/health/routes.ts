import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { createRouter } from '../middleware/router';

/**
 * GET (and HEAD) /healthz, outside /api so a proxy or Docker can probe it: 200 while the store can be
 * read and written, 503 when not, the same JSON either way (health/service.ts).
 */
export function healthRoutes({ services }: AppDeps): Router {
  const router = createRouter();
  router.get('/healthz', async (ctx) => {
    const report = await services.health.report();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
  return router;
}
