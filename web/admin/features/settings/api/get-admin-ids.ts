import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { adminGet } from '../../../lib/admin-api';
import { useAdminQuery } from '../../../lib/use-admin-query';

/**
 * GET /admin/api/members/admins: the ids of the members who are admin. SPEC §7: an answer that
 * is not OK counts as "no admins" (logged), so the member table still shows.
 */
export async function getAdminIds(signal: AbortSignal): Promise<number[]> {
  try {
    const ids = await adminGet<unknown>(adminApiPaths.members.admins, { signal });
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch (error) {
    // Leaving the page aborts the call: that is no failure to log or to show as "no admins".
    if (signal.aborted) throw error;
    console.warn('Ophalen van de admins mislukt:', error);
    return [];
  }
}

export function useAdminIds() {
  return useAdminQuery('settings:admin-ids', getAdminIds, { reloadOnReplay: true });
}
