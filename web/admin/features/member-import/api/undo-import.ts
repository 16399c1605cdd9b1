import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import type { MemberImportSummary } from '../../../../../server/contracts/member-import';
import { mutate } from '../../../outbox/mutate';

/** POST /admin/api/member-imports/{id}/undo; refused (409) when a member it touched changed since. Needs the connection. */
export function undoImport(id: number): Promise<MemberImportSummary> {
  return mutate<MemberImportSummary>({ method: 'POST', url: adminApiPaths.memberImports.undo(id), record: null });
}
