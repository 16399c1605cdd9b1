import type { PublicEuraudaxMember } from '../../../../server/contracts/member';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PublicEuraudaxMember };

/** GET /api/members/euraudax: the Euraudax members' public cards. */
export const euraudaxMembersQuery: Query<PublicEuraudaxMember[]> = readQuery(pageReads.euraudaxMembers);

export function useEuraudaxMembers() {
  return useQuery(euraudaxMembersQuery);
}
