import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminApiPaths, type PageRecord } from '../contracts';
import { adminRouter, type AdminGate, type AdminState } from '../middleware/require-admin';
import { answerRecord, expectedVersion, writeAnswer } from '../middleware/versioning';
import { adminPages, adminPageTexts } from './admin-service';
import { parseId } from '../validation';

/** /admin/api/website-pages… (SPEC §7). */
export function adminPageRoutes({ store }: AppDeps, gate: AdminGate): Router<AdminState> {
  const pages = adminPages(store);
  const router = adminRouter(gate);
  const paths = adminApiPaths.pages;
  const id = (raw: string | undefined) => parseId(raw, adminPageTexts.notFound);
  const answer = writeAnswer((current: PageRecord) => pages.view(current));

  router.get(paths.list, (ctx) => {
    ctx.body = pages.list();
  });
  router.get(paths.record.pattern, (ctx) => answerRecord(ctx, pages.get(id(ctx.params.id))));
  router.post(paths.list, (ctx) => answer(ctx, pages.create(ctx.request.body), 201));
  router.patch(paths.record.pattern, (ctx) =>
    answer(ctx, pages.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.patch(paths.publish.pattern, (ctx) =>
    answer(ctx, pages.publish(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(paths.record.pattern, (ctx) => answer(ctx, pages.remove(id(ctx.params.id), expectedVersion(ctx))));
  return router;
}
