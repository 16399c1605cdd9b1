import { publicApiUrls } from '../../../../server/contracts/offline';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export const memberCountUrl = publicApiUrls.memberCount;

/** GET /api/members/count: the number of active members. */
export function getMemberCount(signal?: AbortSignal): Promise<number> {
  return apiGet<number>(memberCountUrl, signal ? { signal } : {});
}

export function useMemberCount() {
  return useQuery('club:count', getMemberCount);
}
