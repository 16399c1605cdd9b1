import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminApiPaths, auditActions, memberImportLimits, roleGroups } from '../contracts';
import { BadRequestError } from '../errors';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import type { AuditLog } from '../infra/audit-log';
import { upload, uploadedFiles } from '../middleware/upload';
import { parseId } from '../validation';
import { memberImports } from './admin-service';
import { importTexts } from './texts';

/**
 * /admin/api/member-imports…: the history (GET), an upload (multipart, the field "file"), a dry run
 * and its confirmation (JSON), and the undo of one import.
 */
export function adminMemberImportRoutes(
  deps: DepsWith<{ audit: Pick<AuditLog, 'record'> }>,
  gate: AdminGate,
): Router<AdminState> {
  const imports = memberImports(deps);
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.memberImports;
  const limits = { fileBytes: memberImportLimits.bytes, fileTooLarge: importTexts.tooLarge };
  const logged = (action: string, importId: number) =>
    void deps.services.audit.record({ kind: 'import', action, collection: 'member-imports', recordIds: [importId] });

  router.get(paths.list, (ctx) => {
    ctx.body = imports.history();
  });
  router.post(paths.upload, upload([{ name: 'file', maxCount: 1 }], limits), async (ctx) => {
    const [file] = uploadedFiles(ctx, 'file');
    if (!file) throw new BadRequestError(importTexts.noFile);
    ctx.body = await imports.upload(ctx.state.admin.memberId, file);
  });
  router.post(paths.dryRun, (ctx) => {
    ctx.body = imports.dryRun(ctx.state.admin.memberId, ctx.request.body);
  });
  router.post(paths.confirm, async (ctx) => {
    ctx.status = 201;
    const confirmed = await imports.confirm(ctx.state.admin.memberId, ctx.request.body);
    logged(auditActions.importConfirmed(confirmed.counts.created, confirmed.counts.updated), confirmed.id);
    ctx.body = confirmed;
  });
  router.post(paths.undo.pattern, async (ctx) => {
    const undone = await imports.undo(ctx.state.admin.memberId, parseId(ctx.params.id, importTexts.notFound));
    logged(auditActions.importUndone, undone.id);
    ctx.body = undone;
  });
  return router;
}
