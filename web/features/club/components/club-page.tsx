import { AidsSection } from './aids-section';
import { BoardSection } from './board-section';
import { ClubWelcome } from './club-welcome';
import { JoinCall } from './join-call';
import { MemberStats } from './member-stats';
import './club.css';

/** /leden (SPEC §2 "Members / club page"): welcome, board, helpers, member figures, join call. */
export function ClubPage() {
  return (
    <>
      <ClubWelcome />
      <BoardSection />
      <AidsSection />
      <MemberStats />
      <JoinCall />
    </>
  );
}
