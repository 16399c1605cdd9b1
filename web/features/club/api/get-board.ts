import type { PublicBoardMember } from '../../../../server/contracts/member';
import { apiPaths } from '../../../../server/contracts/api-paths';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PublicBoardMember };

export const boardUrl = apiPaths.members.board;

/** GET /api/members/board: the board members' public cards, in board order. */
export function getBoard(signal?: AbortSignal): Promise<PublicBoardMember[]> {
  return apiGet<PublicBoardMember[]>(boardUrl, signal ? { signal } : {});
}

export const boardQuery: Query<PublicBoardMember[]> = { key: 'club:board', fetch: getBoard };

export function useBoard() {
  return useQuery(boardQuery);
}
