import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import type { AuditLog } from '../infra/audit-log';
import type { MailQueue } from '../infra/mail';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminAccountTexts, adminApiPaths, roleGroups } from '../contracts';
import { parseId } from '../validation';
import { memberTexts } from './admin-service';
import { administrators } from './admins-service';

/**
 * The administrators, a beheerder's business alone: GET /admin/api/admins, PUT …/admins/:id/role,
 * DELETE …/admins/:id/sessions, and the spec's GET /admin/api/members/admins and POST
 * …/members/:id/promote-admin | demote-admin. Registered before the members router, so that
 * /admin/api/members/admins is never read as the member with id "admins".
 */
export function adminAdminsRoutes(
  deps: DepsWith<{ mail: MailQueue; audit: AuditLog }>,
  gate: AdminGate,
): Router<AdminState> {
  const { store, services, now } = deps;
  const admins = administrators({
    store,
    now,
    audit: services.audit,
    // The mail is made when it goes out, with its set-password link (server/members/promotion-mail.ts).
    onPromoted: (member) =>
      services.mail.enqueue([{ kind: 'admin-password', memberId: member.id }]).then(() => undefined),
  });
  const router = adminRouter(gate, roleGroups.board);
  const memberId = (raw: string | undefined) => parseId(raw, memberTexts.notFound);
  const adminId = (raw: string | undefined) => parseId(raw, adminAccountTexts.notAnAdmin);

  router.get(adminApiPaths.members.admins, (ctx) => {
    ctx.body = admins.ids();
  });
  router.post(adminApiPaths.members.promote.pattern, async (ctx) => {
    ctx.body = await admins.promote(memberId(ctx.params.id), ctx.request.body);
  });
  router.post(adminApiPaths.members.demote.pattern, async (ctx) => {
    ctx.body = await admins.demote(memberId(ctx.params.id));
  });

  router.get(adminApiPaths.admins.list, (ctx) => {
    ctx.body = admins.list();
  });
  router.put(adminApiPaths.admins.role.pattern, async (ctx) => {
    ctx.body = await admins.setRole(adminId(ctx.params.id), ctx.request.body);
  });
  router.delete(adminApiPaths.admins.sessions.pattern, async (ctx) => {
    ctx.body = await admins.endSessions(adminId(ctx.params.id));
  });
  return router;
}
