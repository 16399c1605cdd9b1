import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberImportPlan, MemberImportRequest } from '../../../../../server/contracts/member-import';
import { adminPostNow } from '../../../lib/admin-api';

/** POST /admin/api/member-imports/dry-run: what the import would do per row; the server writes nothing. */
export function dryRunImport(request: MemberImportRequest): Promise<MemberImportPlan> {
  return adminPostNow<MemberImportPlan>(adminApiPaths.memberImports.dryRun, request);
}
