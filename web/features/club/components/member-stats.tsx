import { useClubName } from '../../../lib/site-config';
import { dataOr } from '../../../lib/use-query';
import { useMemberCount } from '../api/get-member-count';
import { clubTexts } from './texts';

/** 'Onze leden': the live member count (0 until loaded or on failure) beside two fixed figures (SPEC §9). */
export function MemberStats() {
  const clubName = useClubName();
  const count = dataOr(useMemberCount(), 0);
  const stats = [
    { value: String(count), label: clubTexts.memberCount(clubName) },
    { value: clubTexts.foundingMembersValue, label: clubTexts.foundingMembers },
    { value: clubTexts.volunteersValue, label: clubTexts.volunteers },
  ];
  return (
    <section className="club-section" aria-labelledby="club-members">
      <h2 id="club-members">{clubTexts.members}</h2>
      <ul className="club-stats">
        {stats.map((stat) => (
          <li key={stat.label} className="club-stat">
            <span className="club-stat-value">{stat.value}</span>
            <span className="club-stat-label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
