import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, auditActions, privacyExportQuerySchema, type MemberRecord, roleGroups } from '../contracts';
import { requiredVersion, writeAnswer } from '../http/versioning';
import type { AuditLog } from '../infra/audit-log';
import type { ClubSettings } from '../settings/service';
import { parseId, parseInput } from '../validation';
import { toAdminMember } from './admin-service';
import { privacyExportHtml } from './privacy-html';
import { memberPrivacy, privacyTexts } from './privacy-service';

/** A file name from the member's name: letters and digits, the rest as dashes. */
function exportFileName(member: { firstName: string; lastName: string }, extension: string): string {
  const name = `${member.firstName}-${member.lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .slice(0, 80);
  return `gegevens-${name || 'lid'}.${extension}`;
}

/**
 * A member's privacy requests (GDPR): GET …/privacy (what "Vergeten" would erase), GET
 * …/privacy-export?format=json|html (everything, as a download) and POST …/forget (with If-Match).
 */
export function adminPrivacyRoutes(
  deps: DepsWith<{ settings: ClubSettings; audit: Pick<AuditLog, 'record'> }>,
  gate: AdminGate,
): Router<AdminState> {
  const { store, config, now, services } = deps;
  const privacy = memberPrivacy({ store, uploadsDir: config.uploadsDir, now, clubName: services.settings.clubName });
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.members;
  const id = (raw: string | undefined) => parseId(raw, privacyTexts.notFound);
  const answer = writeAnswer((current: MemberRecord) => toAdminMember(store, current));
  // A privacy request is logged as such, whether it only looked, took a copy or erased.
  const logged = (action: string, memberId: number) =>
    void services.audit.record({ kind: 'privacy', action, collection: 'members', recordIds: [memberId] });

  router.get(paths.privacy.pattern, (ctx) => {
    const memberId = id(ctx.params.id);
    ctx.body = privacy.summary(memberId);
    if (ctx.method === 'GET') logged(auditActions.privacyViewed, memberId);
  });
  router.get(paths.privacyExport.pattern, (ctx) => {
    const memberId = id(ctx.params.id);
    const { format } = parseInput(privacyExportQuerySchema, { format: ctx.query.format });
    const data = privacy.exportData(memberId);
    if (ctx.method === 'GET') logged(auditActions.privacyExport(format), memberId);
    ctx.attachment(exportFileName(data.member, format));
    ctx.set('Cache-Control', 'no-store');
    if (format === 'html') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = privacyExportHtml(data);
    } else {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = `${JSON.stringify(data, null, 2)}\n`;
    }
  });
  router.post(paths.forget.pattern, (ctx) => {
    const version = requiredVersion(ctx, privacyTexts.versionRequired);
    const memberId = id(ctx.params.id);
    const erased = privacy.forget(memberId, version, ctx.state.admin.memberId).then((member) => {
      logged(auditActions.forgotten, memberId);
      return member;
    });
    return answer(
      ctx,
      erased.then((member) => toAdminMember(store, member)),
    );
  });
  return router;
}
