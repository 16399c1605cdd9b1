import type Router from '@koa/router';
import type { Deps } from '../deps';
import type { PageRecord } from '../contracts';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { answerRecord, expectedVersion, writeAnswer } from '../http/versioning';
import { adminPages, adminPageTexts } from './admin-service';
import { parseId } from '../validation';

/** /admin/api/website-pages… (SPEC §7). */
export function adminPageRoutes({ store }: Pick<Deps, 'store'>, gate: AdminGate): Router<AdminState> {
  const pages = adminPages(store);
  const router = adminRouter(gate);
  const base = '/admin/api/website-pages';
  const id = (raw: string | undefined) => parseId(raw, adminPageTexts.notFound);
  const answer = writeAnswer((current: PageRecord) => pages.view(current));

  router.get(base, (ctx) => {
    ctx.body = pages.list();
  });
  router.get(`${base}/:id`, (ctx) => answerRecord(ctx, pages.get(id(ctx.params.id))));
  router.post(base, (ctx) => answer(ctx, pages.create(ctx.request.body), 201));
  router.patch(`${base}/:id`, (ctx) =>
    answer(ctx, pages.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.patch(`${base}/:id/publish`, (ctx) =>
    answer(ctx, pages.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(`${base}/:id`, (ctx) => answer(ctx, pages.remove(id(ctx.params.id), expectedVersion(ctx))));
  return router;
}
