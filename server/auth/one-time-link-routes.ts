import type Router from '@koa/router';
import type { Config } from '../config';
import { createRouter } from '../http/router';
import { RateLimit } from '../infra/rate-limit';
import { publicForm } from '../middleware/public-form';

/** A single-use link whose code signs someone in: whether it still works, and its use. */
export type OneTimeLink = {
  check: (code: unknown, ip: string) => Promise<unknown>;
  /** `userAgent`: how the browser names itself, kept with a session the link starts ("Aangemeld op"). */
  use: (body: unknown, ip: string, userAgent: string) => Promise<unknown>;
};

/**
 * GET {path}?code=… and POST {path}: a single-use link (the first start's setup, a promoted admin's
 * set-password link). Public; the POST is a public form (JSON from our own pages only). Each answer
 * depends on a secret: never kept by a browser or the service worker.
 */
export function oneTimeLinkRoutes(
  config: Pick<Config, 'publicUrl'>,
  path: string,
  link: OneTimeLink,
  /** The Dutch refusal beyond the per-IP budget. */
  tooMany: string,
) {
  // A person needs a few tries at most; the code itself is guarded by its own wrong-code throttle.
  const perIp = new RateLimit({ points: 20, durationSeconds: 60 * 60 }, tooMany);
  const router: Router = createRouter();
  router.get(path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await link.check(ctx.query.code, ctx.ip);
  });
  router.post(path, ...publicForm(config), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    await perIp.hit(ctx.ip);
    ctx.body = await link.use(ctx.request.body, ctx.ip, ctx.get('User-Agent'));
  });
  return router;
}
