import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { createRouter } from '../http/router';
import type { Health } from './service';

/**
 * GET (and HEAD) /healthz, outside /api so a proxy or Docker can probe it: 200 while the store can be
 * read and written, 503 when not, the same JSON either way (health/service.ts).
 */
export function healthRoutes({ services }: DepsWith<{ health: Health }>): Router {
  const router = createRouter();
  router.get('/healthz', async (ctx) => {
    const report = await services.health.report();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
  return router;
}
