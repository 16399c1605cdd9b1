import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

/** GET /api/members/count: the number of active members. */
export const memberCountQuery: Query<number> = readQuery(pageReads.memberCount);

export function useMemberCount() {
  return useQuery(memberCountQuery);
}
