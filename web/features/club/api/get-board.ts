import type { PublicBoardMember } from '../../../../server/contracts/member';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type { PublicBoardMember };

/** GET /api/members/board: the board members' public cards, in board order. */
export function getBoard(signal?: AbortSignal): Promise<PublicBoardMember[]> {
  return apiGet<PublicBoardMember[]>('/api/members/board', signal ? { signal } : {});
}

export function useBoard() {
  return useQuery('club:board', getBoard);
}
