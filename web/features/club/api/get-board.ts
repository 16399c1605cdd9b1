import type { PublicBoardMember } from '../../../../server/contracts/member';
import { pageReads } from '../../../../server/contracts/page-reads';
import { readQuery } from '../../../lib/read-query';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PublicBoardMember };

/** GET /api/members/board: the board members' public cards, in board order. */
export const boardQuery: Query<PublicBoardMember[]> = readQuery(pageReads.board);

export function useBoard() {
  return useQuery(boardQuery);
}
