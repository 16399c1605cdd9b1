import type Router from '@koa/router';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, type ApplicationRecord, roleGroups } from '../contracts';
import { answerRecord, expectedVersion, writeAnswer } from '../http/versioning';
import { parseId } from '../validation';
import { adminApplications, applicationTexts, type ApplicationDeps } from './admin-service';

/** /admin/api/applications…: the list, one application, and accepting, refusing or deleting it. */
export function adminApplicationRoutes(deps: ApplicationDeps, gate: AdminGate): Router<AdminState> {
  const applications = adminApplications(deps);
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.applications;
  const id = (raw: string | undefined) => parseId(raw, applicationTexts.notFound);
  const answer = writeAnswer((current: ApplicationRecord) => applications.present(current));

  router.get(paths.list, async (ctx) => {
    ctx.body = await applications.list();
  });
  router.get(paths.record.pattern, (ctx) => answerRecord(ctx, applications.get(id(ctx.params.id))));
  router.post(paths.accept.pattern, (ctx) =>
    answer(
      ctx,
      applications.accept(id(ctx.params.id), ctx.request.body, expectedVersion(ctx), ctx.state.admin.memberId),
    ),
  );
  router.post(paths.refuse.pattern, (ctx) =>
    answer(
      ctx,
      applications.refuse(id(ctx.params.id), ctx.request.body, expectedVersion(ctx), ctx.state.admin.memberId),
    ),
  );
  router.delete(paths.record.pattern, (ctx) =>
    answer(ctx, applications.remove(id(ctx.params.id), expectedVersion(ctx))),
  );
  return router;
}
