import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import type { AuditLog } from '../infra/audit-log';
import type { MailQueue } from '../infra/mail';
import type { ClubSettings } from '../settings/service';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { jsonField, upload } from '../middleware/upload';
import { answerRecord, expectedVersion, writeAnswer } from '../http/versioning';
import {
  adminApiPaths,
  auditActions,
  memberListQueryKeys,
  memberListQuerySchema,
  type MemberRecord,
  roleGroups,
} from '../contracts';
import { exportFileName } from './excel-export';
import { adminMembers, memberTexts, parseRole, toAdminMember } from './admin-service';
import { bulkMemberRoutes } from './bulk-routes';
import { answerWorkbook } from './workbook-answer';
import { wholeListAnswer } from './whole-list';
import { parseId, parseInput } from '../validation';
import { pickQuery } from '../http/pick-query';

const pickListQuery = (query: Record<string, string | string[] | undefined>) => pickQuery(query, memberListQueryKeys);

/**
 * /admin/api/members… (SPEC §7), and the list's bulk actions (bulk-routes.ts). The administrators'
 * routes under /admin/api/members are the beheerders' alone (admins-routes.ts, a router before this one).
 */
export function adminMemberRoutes(
  deps: DepsWith<{ mail: MailQueue; settings: ClubSettings; audit: Pick<AuditLog, 'record'> }>,
  gate: AdminGate,
): Router<AdminState> {
  const { store, now } = deps;
  const members = adminMembers(store, now);
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.members;
  const id = (raw: string | undefined) => parseId(raw, memberTexts.notFound);
  const answer = writeAnswer((current: MemberRecord) => toAdminMember(store, current));
  const wholeList = wholeListAnswer();

  router.get(paths.list, (ctx) => {
    // With any of the list's parameters: one page (member-list.ts); without: the whole list, as SPEC §7 has it.
    const picked = pickListQuery(ctx.query);
    const query = parseInput(memberListQuerySchema, picked);
    if (Object.keys(picked).length > 0) {
      ctx.type = 'application/json';
      ctx.body = members.pageJson(query);
      return;
    }
    // The whole list (the settings' administrators tab reads it): made once per state of the members and photos.
    wholeList(ctx, `${store.members.revision}:${store.images.revision}`, () => members.listJson());
  });
  router.get(paths.byRole.pattern, (ctx) => {
    ctx.body = members.byRole(parseRole(ctx.params.role));
  });
  router.get(paths.excel, (ctx) => {
    // The members the list shows with the same filters (SPEC §7: ?role=), every page of them.
    const { page: _page, size: _size, ...filter } = parseInput(memberListQuerySchema, pickListQuery(ctx.query));
    const exported = members.matching(filter);
    if (ctx.method === 'GET') {
      const recordIds = exported.map((member) => member.id);
      void deps.services.audit.record({
        kind: 'export',
        action: auditActions.membersExcel,
        collection: 'members',
        recordIds,
      });
    }
    answerWorkbook(ctx, exported, exportFileName(filter.role), deps.config.downloadStallMs);
  });
  router.get(paths.record.pattern, (ctx) => answerRecord(ctx, members.get(id(ctx.params.id))));

  // SPEC §7: multipart with the member as JSON in the field memberData; plain JSON is taken too.
  router.post(paths.list, upload([]), (ctx) =>
    answer(ctx, members.create(jsonField(ctx.request.body, 'memberData')), 201),
  );
  router.put(paths.record.pattern, (ctx) =>
    answer(ctx, members.update(id(ctx.params.id), ctx.request.body, expectedVersion(ctx), ctx.state.admin.role)),
  );
  router.put(paths.boardOrder.pattern, (ctx) =>
    answer(ctx, members.setBoardOrder(id(ctx.params.id), ctx.request.body, expectedVersion(ctx))),
  );
  router.delete(paths.record.pattern, (ctx) =>
    answer(ctx, members.remove(id(ctx.params.id), expectedVersion(ctx), ctx.state.admin.role)),
  );
  bulkMemberRoutes(router, deps, members);
  return router;
}
