import type Router from '@koa/router';
import type { AdminState } from '../auth/gate';
import { adminApiPaths, auditActions, memberSelectionExportSchema } from '../contracts';
import type { DepsWith } from '../deps';
import type { AuditLog } from '../infra/audit-log';
import type { MailQueue } from '../infra/mail';
import type { ClubSettings } from '../settings/service';
import { parseId, parseInput } from '../validation';
import type { adminMembers } from './admin-service';
import { memberBulkActions, selectedMembers } from './bulk-service';
import { memberMailings, mailingTexts } from './mailing-service';
import { answerWorkbook } from './workbook-answer';

/** The selection's file: it holds a choice of members, not the list under a filter. */
const selectionFileName = 'leden-selectie.xlsx';

/**
 * The member list's bulk actions: a write on the selection, its Excel file, a mail to
 * it and that mail's progress. On the members router, so they share its administrators' queue.
 */
export function bulkMemberRoutes(
  router: Router<AdminState>,
  deps: DepsWith<{ mail: MailQueue; settings: ClubSettings; audit: Pick<AuditLog, 'record'> }>,
  members: ReturnType<typeof adminMembers>,
): void {
  const { store, services } = deps;
  const paths = adminApiPaths.members;
  const bulk = memberBulkActions(store, members);
  const mailings = memberMailings(
    { config: deps.config, store, settings: services.settings, mail: services.mail, now: deps.now },
    members,
  );

  router.post(paths.bulk, async (ctx) => {
    ctx.body = await bulk.run(ctx.request.body, ctx.state.admin.memberId);
  });
  router.post(paths.bulkExcel, (ctx) => {
    const { selection } = parseInput(memberSelectionExportSchema, ctx.request.body);
    const exported = selectedMembers(store, members, selection);
    const recordIds = exported.map((member) => member.id);
    void services.audit.record({
      kind: 'export',
      action: auditActions.selectionExcel,
      collection: 'members',
      recordIds,
    });
    answerWorkbook(ctx, exported, selectionFileName, deps.config.downloadStallMs);
  });
  router.post(paths.mailings, async (ctx) => {
    ctx.body = await mailings.start(ctx.request.body, ctx.state.admin.memberId);
    ctx.status = 201;
  });
  router.get(paths.mailing.pattern, (ctx) => {
    ctx.body = mailings.progress(parseId(ctx.params.id, mailingTexts.notFound));
  });
}
