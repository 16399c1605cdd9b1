import type Router from '@koa/router';
import { adminApiPaths, adminSessionTexts, roleGroups } from '../contracts';
import type { DepsWith } from '../deps';
import type { AuditLog } from '../infra/audit-log';
import { parseId } from '../validation';
import { adminRouter, type AdminGate, type AdminState } from './gate';
import { ownSessions } from './own-sessions';

/**
 * "Aangemeld op", every admin's own: GET /admin/api/sessions lists the devices, DELETE …/{id} signs one
 * out, POST …/others all but this one.
 */
export function sessionRoutes(deps: DepsWith<{ audit: AuditLog }>, gate: AdminGate): Router<AdminState> {
  const sessions = ownSessions({ store: deps.store, now: deps.now, audit: deps.services.audit });
  const router = adminRouter(gate, roleGroups.everyone);
  router.get(adminApiPaths.sessions.list, (ctx) => {
    ctx.body = sessions.list(ctx.state.admin);
  });
  router.delete(adminApiPaths.sessions.record.pattern, async (ctx) => {
    await sessions.end(ctx.state.admin, parseId(ctx.params.id, adminSessionTexts.notFound));
    ctx.status = 204;
  });
  router.post(adminApiPaths.sessions.others, async (ctx) => {
    ctx.body = await sessions.endOthers(ctx.state.admin);
  });
  return router;
}
