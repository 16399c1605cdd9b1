import type { MemberRecord } from '../../../../../server/contracts/member';
import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

/** What this screen needs of a member; the admin API answers every field. */
export type SettingsMember = Pick<MemberRecord, 'id' | 'firstName' | 'lastName' | 'email'>;

/** GET /admin/api/members: every member, sorted by name by the server. */
export function getMembers(signal: AbortSignal): Promise<SettingsMember[]> {
  return adminGet<SettingsMember[]>(adminApiPaths.members.list, { signal });
}

export function useMembers() {
  return useAdminQuery('settings:members', getMembers, { reloadOnReplay: true });
}
