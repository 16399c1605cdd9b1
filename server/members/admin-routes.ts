import Router from '@koa/router';
import type { AppDeps } from '../app';
import { parseId } from '../middleware/parse-id';
import type { AdminState } from '../middleware/require-admin';
import { jsonField, upload } from '../middleware/upload';
import { expectedVersion, presentConflict, setVersionTag } from '../middleware/versioning';
import { exportFileName, membersWorkbook } from '../services/excel';
import { adminPasswordMail } from '../services/mail/templates';
import { adminMembers, memberTexts, parseRole, toAdminMember } from './admin-service';

/** /admin/api/members… (SPEC §7). */
export function adminMemberRoutes(deps: AppDeps): Router<AdminState> {
  const { store, services } = deps;
  const members = adminMembers(store, (member, password) =>
    services.mail
      .enqueue([{ kind: 'admin-password', message: adminPasswordMail(deps.config, member, password) }])
      .then(() => undefined),
  );
  const router = new Router<AdminState>({ prefix: '/admin/api/members' });
  const id = (raw: string | undefined) => parseId(raw, memberTexts.notFound);
  const conflictView = (current: Parameters<typeof toAdminMember>[1]) => toAdminMember(store, current);

  router.get('/', (ctx) => {
    ctx.body = members.list();
  });
  router.get('/admins', (ctx) => {
    ctx.body = members.admins();
  });
  router.get('/role/:role', (ctx) => {
    ctx.body = members.byRole(parseRole(ctx.params.role));
  });
  router.get('/export/excel', async (ctx) => {
    const role = typeof ctx.query.role === 'string' && ctx.query.role !== '' ? parseRole(ctx.query.role) : undefined;
    ctx.body = await membersWorkbook(members.records(role));
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.attachment(exportFileName(role));
    ctx.set('Cache-Control', 'no-store');
  });
  router.get('/:id', (ctx) => {
    const member = members.get(id(ctx.params.id));
    setVersionTag(ctx, member);
    ctx.body = member;
  });

  // SPEC §7: multipart with the member as JSON in the field memberData; plain JSON is taken too.
  router.post('/', upload([]), async (ctx) => {
    const member = await members.create(jsonField(ctx.request.body, 'memberData'));
    ctx.status = 201;
    setVersionTag(ctx, member);
    ctx.body = member;
  });
  router.put('/:id', async (ctx) => {
    const member = await presentConflict(
      members.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx)),
      conflictView,
    );
    setVersionTag(ctx, member);
    ctx.body = member;
  });
  router.put('/:id/board-order', async (ctx) => {
    const member = await presentConflict(
      members.setBoardOrder(id(ctx.params.id), ctx.request.body, expectedVersion(ctx)),
      conflictView,
    );
    setVersionTag(ctx, member);
    ctx.body = member;
  });
  router.delete('/:id', async (ctx) => {
    await presentConflict(members.remove(id(ctx.params.id), expectedVersion(ctx)), conflictView);
    ctx.status = 204;
  });
  router.post('/:id/promote-admin', async (ctx) => {
    ctx.body = await members.promote(id(ctx.params.id));
  });
  router.post('/:id/demote-admin', async (ctx) => {
    ctx.body = await members.demote(id(ctx.params.id));
  });
  return router;
}
