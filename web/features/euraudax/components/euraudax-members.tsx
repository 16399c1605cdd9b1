import { PersonCard } from '../../../components/person-card';
import { useEuraudaxMembers } from '../api/get-euraudax-members';
import { EuraudaxSection } from './euraudax-section';
import { euraudaxTexts } from './texts';

/** The Euraudax crew as cards. */
export function EuraudaxMembers() {
  const members = useEuraudaxMembers();
  return (
    <EuraudaxSection
      id="euraudax-members"
      title={euraudaxTexts.members}
      loading={euraudaxTexts.membersLoading}
      state={members}
    >
      {(crew) => (
        <ul className="person-card-grid">
          {crew.map((member) => (
            <li key={member.id}>
              <PersonCard person={member} title={member.euraudaxTitle} />
            </li>
          ))}
        </ul>
      )}
    </EuraudaxSection>
  );
}
