import type Router from '@koa/router';
import type { DepsWith } from '../deps';
import { adminRouter, type AdminGate, type AdminState } from '../auth/gate';
import { adminApiPaths, privacyExportQuerySchema, type MemberRecord, roleGroups } from '../contracts';
import { requiredVersion, writeAnswer } from '../http/versioning';
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
export function adminPrivacyRoutes(deps: DepsWith<{ settings: ClubSettings }>, gate: AdminGate): Router<AdminState> {
  const { store, config, now, services } = deps;
  const privacy = memberPrivacy({ store, uploadsDir: config.uploadsDir, now, clubName: services.settings.clubName });
  const router = adminRouter(gate, roleGroups.secretaries);
  const paths = adminApiPaths.members;
  const id = (raw: string | undefined) => parseId(raw, privacyTexts.notFound);
  const answer = writeAnswer((current: MemberRecord) => toAdminMember(store, current));

  router.get(paths.privacy.pattern, (ctx) => {
    ctx.body = privacy.summary(id(ctx.params.id));
  });
  router.get(paths.privacyExport.pattern, (ctx) => {
    const memberId = id(ctx.params.id);
    const { format } = parseInput(privacyExportQuerySchema, { format: ctx.query.format });
    const data = privacy.exportData(memberId);
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
    const erased = privacy.forget(id(ctx.params.id), version, ctx.state.admin.memberId);
    return answer(
      ctx,
      erased.then((member) => toAdminMember(store, member)),
    );
  });
  return router;
}
