import type { PublicBoardMember } from '../../../../server/contracts/member';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export const aidsUrl = apiPaths.members.aids;

/** GET /api/members/aids: the helpers' public cards. */
export function getAids(signal?: AbortSignal): Promise<PublicBoardMember[]> {
  return apiGet<PublicBoardMember[]>(aidsUrl, signal ? { signal } : {});
}

export const aidsQuery: Query<PublicBoardMember[]> = { key: 'club:aids', fetch: getAids };

export function useAids() {
  return useQuery(aidsQuery);
}
