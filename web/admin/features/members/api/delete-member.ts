import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { deleteRecord } from '../../../lib/record-writes';
import type { AdminMember } from '../admin-member';

/** DELETE /admin/api/members/{id} (SPEC §7), refused with 409 when it changed since it was loaded; offline it waits. */
export const deleteMember = (member: AdminMember): Promise<void> => deleteRecord(adminApiPaths.members, member);
