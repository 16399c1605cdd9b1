import { PersonCard } from '../../../components/person-card';
import { useEuraudaxMembers } from '../api/get-euraudax-members';
import { euraudaxTexts } from './texts';

/** The Euraudax crew as cards; a failed load shows the server's message in red (SPEC §2). */
export function EuraudaxMembers() {
  const members = useEuraudaxMembers();
  return (
    <section className="euraudax-section" aria-labelledby="euraudax-members">
      <h2 id="euraudax-members">{euraudaxTexts.members}</h2>
      {members.status === 'loading' && (
        <p className="status" role="status">
          {euraudaxTexts.membersLoading}
        </p>
      )}
      {members.status === 'error' && (
        <p className="alert alert-error" role="alert">
          {members.error.message}
        </p>
      )}
      {members.status === 'success' && (
        <ul className="person-card-grid">
          {members.data.map((member) => (
            <li key={member.id}>
              <PersonCard person={member} title={member.euraudaxTitle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
