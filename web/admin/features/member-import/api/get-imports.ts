import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberImportSummary } from '../../../../../server/contracts/member-import';
import { adminGet } from '../../../lib/admin-api';

/** GET /admin/api/member-imports: the imports, newest first. */
export function getImports(signal: AbortSignal): Promise<MemberImportSummary[]> {
  return adminGet<MemberImportSummary[]>(adminApiPaths.memberImports.list, { signal });
}
