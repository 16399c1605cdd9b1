import { PersonCard } from '../../../components/person-card';
import type { PublicBoardMember } from '../api/get-board';

type PeopleGridProps = {
  people: PublicBoardMember[];
  showContact: boolean;
};

/** Board members or helpers as a grid of cards, titled with their board title. */
export function PeopleGrid({ people, showContact }: PeopleGridProps) {
  return (
    <ul className="person-card-grid">
      {people.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} title={person.boardTitle} showContact={showContact} />
        </li>
      ))}
    </ul>
  );
}
