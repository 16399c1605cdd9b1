import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberImportRequest, MemberImportSummary } from '../../../../../server/contracts/member-import';
import { mutate } from '../../../outbox/mutate';

/**
 * POST /admin/api/member-imports/confirm: the import of the dry run named by its planKey, as one write.
 * It cannot wait in the outbox (the server keeps the file for half an hour): offline it is refused.
 */
export function confirmImport(request: MemberImportRequest): Promise<MemberImportSummary> {
  return mutate<MemberImportSummary>({
    method: 'POST',
    url: adminApiPaths.memberImports.confirm,
    record: null,
    body: request,
  });
}
