import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** GET /api/members/count: the number of active members. */
export function getMemberCount(signal?: AbortSignal): Promise<number> {
  return apiGet<number>('/api/members/count', signal ? { signal } : {});
}

export function useMemberCount() {
  return useQuery('club:count', getMemberCount);
}
