import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export const memberCountUrl = apiPaths.members.count;

/** GET /api/members/count: the number of active members. */
export function getMemberCount(signal?: AbortSignal): Promise<number> {
  return apiGet<number>(memberCountUrl, signal ? { signal } : {});
}

export const memberCountQuery: Query<number> = { key: 'club:count', fetch: getMemberCount };

export function useMemberCount() {
  return useQuery(memberCountQuery);
}
