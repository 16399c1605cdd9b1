import type Router from '@koa/router';
import { apiPaths } from '../contracts';
import type { Deps } from '../deps';
import { createRouter } from '../http/router';
import { publicPages } from './service';

/** GET /api/website-pages/by-link/… (SPEC §7); the list is a public read (server/site/public-reads.ts). */
export function publicPageRoutes({ store }: Pick<Deps, 'store'>): Router {
  const pages = publicPages(store);
  const router = createRouter();

  router.get(apiPaths.pages.byLink.pattern, (ctx) => {
    ctx.body = pages.byLink(ctx.params.slug ?? '');
  });
  return router;
}
