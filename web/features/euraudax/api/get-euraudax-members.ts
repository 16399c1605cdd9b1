import type { PublicEuraudaxMember } from '../../../../server/contracts/member';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PublicEuraudaxMember };

/** GET /api/members/euraudax: the Euraudax members' public cards. */
export function getEuraudaxMembers(signal?: AbortSignal): Promise<PublicEuraudaxMember[]> {
  return apiGet<PublicEuraudaxMember[]>(apiPaths.members.euraudax, signal ? { signal } : {});
}

export const euraudaxMembersQuery: Query<PublicEuraudaxMember[]> = {
  key: 'euraudax:members',
  fetch: getEuraudaxMembers,
};

export function useEuraudaxMembers() {
  return useQuery(euraudaxMembersQuery);
}
