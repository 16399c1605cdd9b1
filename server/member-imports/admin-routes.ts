import type Router from '@koa/router';
import type { Deps } from '../deps';
import { adminApiPaths, memberImportLimits, roleGroups } from '../contracts';
import { BadRequestError } from '../errors';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { upload, uploadedFiles } from '../middleware/upload';
import { parseId } from '../validation';
import { memberImports } from './admin-service';
import { importTexts } from './texts';

/**
 * /admin/api/member-imports…: the history (GET), an upload (multipart, the field "file"), a dry run
 * and its confirmation (JSON), and the undo of one import.
 */
export function adminMemberImportRoutes(deps: Deps, gate: AdminGate): Router<AdminState> {
  const imports = memberImports(deps);
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.memberImports;
  const limits = { fileBytes: memberImportLimits.bytes, fileTooLarge: importTexts.tooLarge };

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
    ctx.body = await imports.confirm(ctx.state.admin.memberId, ctx.request.body);
  });
  router.post(paths.undo.pattern, async (ctx) => {
    ctx.body = await imports.undo(ctx.state.admin.memberId, parseId(ctx.params.id, importTexts.notFound));
  });
  return router;
}
