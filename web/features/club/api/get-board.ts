import { publicApiUrls } from '../../../../server/contracts/offline';
import type { PublicBoardMember } from '../../../../server/contracts/member';
import { apiGet } from '../../../lib/api-client';
import { useQuery, type Query } from '../../../lib/use-query';

export type { PublicBoardMember };

export const boardUrl = publicApiUrls.board;

/** GET /api/members/board: the board members' public cards, in board order. */
export function getBoard(signal?: AbortSignal): Promise<PublicBoardMember[]> {
  return apiGet<PublicBoardMember[]>(boardUrl, signal ? { signal } : {});
}

export const boardQuery: Query<PublicBoardMember[]> = { key: 'club:board', fetch: getBoard };

export function useBoard() {
  return useQuery(boardQuery);
}
