import type Router from '@koa/router';
import { apiPaths } from '../contracts';
import { publicForm } from '../middleware/public-form';
import { RateLimit } from '../infra/rate-limit';
import { createRouter } from '../http/router';
import { formTexts, publicForms, type FormDeps } from './service';

/** POST /api/mail/contact and POST /api/members (SPEC §7): JSON from our own pages, limited per IP. */
export function formRoutes(deps: FormDeps): Router {
  const forms = publicForms(deps);
  // A family or a club evening on one Wi-Fi may send a few; a spam run may not.
  const perIp = new RateLimit({ points: 10, durationSeconds: 60 * 60 }, formTexts.tooMany);
  const router = createRouter();
  const form = publicForm(deps.config);

  // Only submissions that pass the checks count: a mistyped form costs the sender nothing.
  router.post(apiPaths.contact, ...form, async (ctx) => {
    await forms.contact(ctx.request.body, ctx.ip, () => perIp.hit(`contact:${ctx.ip}`));
    ctx.status = 201;
    ctx.body = { message: formTexts.contactSent };
  });
  router.post(apiPaths.members.apply, ...form, async (ctx) => {
    await forms.apply(ctx.request.body, ctx.ip, () => perIp.hit(`member:${ctx.ip}`));
    ctx.status = 201;
    ctx.body = { message: formTexts.applicationSent };
  });
  return router;
}
