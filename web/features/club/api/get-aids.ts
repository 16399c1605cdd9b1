import type { PublicBoardMember } from '../../../../server/contracts/member';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

/** GET /api/members/aids: the helpers' public cards. */
export const aidsQuery: Query<PublicBoardMember[]> = readQuery(pageReads.aids);

export function useAids() {
  return useQuery(aidsQuery);
}
