import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminApiPaths, roleGroups } from '../contracts';
import type { AuditLog } from '../infra/audit-log';
import { keepNoCopy } from '../middleware/idempotency';
import { adminRouter, type AdminGate, type AdminState } from './gate';
import { twoStepEnrolment } from './two-step-enrolment';

/**
 * /admin/api/two-step: the signed-in admin's own second step, for every role (and for a session that may
 * only enrol, server/auth/gate.ts). The new secret and the recovery codes are answered once: never kept
 * for an Idempotency-Key's replay, so no file holds them; a repeat runs again (a new secret; a second
 * confirm is refused).
 */
export function twoStepRoutes(
  { store, now, services }: DepsWith<{ audit: Pick<AuditLog, 'record'>; settings: { clubName: () => string } }>,
  gate: AdminGate,
): Router<AdminState> {
  const twoStep = twoStepEnrolment({ store, now, audit: services.audit, issuer: () => services.settings.clubName() });
  const router = adminRouter(gate, roleGroups.everyone);
  const paths = adminApiPaths.twoStep;

  router.get(paths.status, (ctx) => {
    ctx.body = twoStep.status(ctx.state.admin.memberId);
  });
  router.post(paths.start, async (ctx) => {
    keepNoCopy(ctx);
    ctx.body = await twoStep.start(ctx.state.admin);
  });
  router.post(paths.confirm, async (ctx) => {
    keepNoCopy(ctx);
    ctx.body = await twoStep.confirm(ctx.state.admin, ctx.request.body, ctx.ip);
  });
  router.post(paths.disable, async (ctx) => {
    ctx.body = await twoStep.disable(ctx.state.admin, ctx.request.body, ctx.ip);
  });
  return router;
}
