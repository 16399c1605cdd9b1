import { dataOr } from '../../../lib/use-query';
import { useBoard } from '../api/get-board';
import { PeopleGrid } from './people-grid';
import { clubTexts } from './texts';

/** 'Bestuur': the board members with photo, title, e-mail and phone. A failed fetch leaves it empty (SPEC §7). */
export function BoardSection() {
  const board = useBoard();
  return (
    <section className="club-section" aria-labelledby="club-board">
      <h2 id="club-board">{clubTexts.board}</h2>
      {board.status === 'loading' ? (
        <p className="status" role="status">
          {clubTexts.boardLoading}
        </p>
      ) : (
        <PeopleGrid people={dataOr(board, [])} showContact />
      )}
    </section>
  );
}
