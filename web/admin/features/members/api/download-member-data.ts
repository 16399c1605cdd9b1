import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { PrivacyExportFormat } from '../../../../../server/contracts/member-privacy';
import { adminDownload } from '../../../lib/admin-api';

/** GET /admin/api/members/{id}/privacy-export: all the club holds about a member, as JSON or a readable page. */
export function downloadMemberData(id: number, format: PrivacyExportFormat): Promise<{ blob: Blob; fileName: string }> {
  return adminDownload(`${adminApiPaths.members.privacyExport(id)}?format=${format}`, `gegevens.${format}`);
}
