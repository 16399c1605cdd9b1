import type { MemberRole } from '../../../../../server/contracts/member';
import { adminDownload } from '../../../lib/admin-api';

/** SPEC §2/§7: GET /admin/api/members/export/excel, the members of the role filter, with the server's file name. */
export function downloadMembers(role: MemberRole | ''): Promise<{ blob: Blob; fileName: string }> {
  const query = role ? `?role=${role}` : '';
  return adminDownload(`/admin/api/members/export/excel${query}`, 'leden.xlsx');
}
