import type { MemberRole } from '../../../../../server/contracts/member';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminDownload } from '../../../lib/admin-api';

/** SPEC §2/§7: GET /admin/api/members/export/excel, the members of the role filter, with the server's file name. */
export function downloadMembers(role: MemberRole | ''): Promise<{ blob: Blob; fileName: string }> {
  const query = role ? `?role=${role}` : '';
  return adminDownload(`${adminApiPaths.members.excel}${query}`, 'leden.xlsx');
}
