import type Router from '@koa/router';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, auditQueryKeys, auditQuerySchema, roleGroups } from '../contracts';
import type { DepsWith } from '../deps';
import type { AuditLog } from '../infra/audit-log';
import { pickQuery } from '../http/pick-query';
import { parseInput } from '../validation';
import { auditReader } from './service';

/**
 * GET /admin/api/audit: the Logboek, for beheerders. Reading only: no route edits or deletes an entry
 * (docs/decisions/030-audit-log.md); the log grows by the app's own appends and shrinks by its retention.
 */
export function adminAuditRoutes(deps: DepsWith<{ audit: AuditLog }>, gate: AdminGate): Router<AdminState> {
  const reader = auditReader({ store: deps.store, audit: deps.services.audit, now: deps.now });
  const router = adminRouter(gate, roleGroups.board);

  router.get(adminApiPaths.audit, async (ctx) => {
    ctx.body = await reader.page(parseInput(auditQuerySchema, pickQuery(ctx.query, auditQueryKeys)));
  });
  return router;
}
