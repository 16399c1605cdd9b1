import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberFilterInput } from '../../../../../server/contracts/member-list';
import type { MemberSelectionInput } from '../../../../../server/contracts/member-bulk';
import { adminDownload } from '../../../lib/admin-api';

type Download = Promise<{ blob: Blob; fileName: string }>;

/** SPEC §2/§7: GET /admin/api/members/export/excel, every member of the list's filters, with the server's file name. */
export function downloadMembers(filter: MemberFilterInput): Download {
  const query = new URLSearchParams(filter as Record<string, string>).toString();
  return adminDownload(`${adminApiPaths.members.excel}${query ? `?${query}` : ''}`, 'leden.xlsx');
}

/** POST /admin/api/members/bulk/excel: the selection as a file (a download cannot wait in the outbox). */
export function downloadSelection(selection: MemberSelectionInput): Download {
  return adminDownload(adminApiPaths.members.bulkExcel, 'leden-selectie.xlsx', { method: 'POST', body: { selection } });
}
