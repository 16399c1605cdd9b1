import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberImportPlan, MemberImportRequest } from '../../../../../server/contracts/member-import';
import { postNow } from './import-requests';

/** POST /admin/api/member-imports/dry-run: what the import would do per row; the server writes nothing. */
export function dryRunImport(request: MemberImportRequest): Promise<MemberImportPlan> {
  return postNow<MemberImportPlan>(adminApiPaths.memberImports.dryRun, request);
}
