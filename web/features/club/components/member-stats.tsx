import { useSettings } from '../../../lib/site-config';
import { dataOr } from '../../../lib/use-query';
import { useMemberCount } from '../api/get-member-count';
import { clubTexts } from './texts';

/**
 * 'Onze leden': the live member count (0 until loaded or on failure) beside the club's own figures
 * from the settings (SPEC §9); a figure the club left empty is left out.
 */
export function MemberStats() {
  const { club } = useSettings();
  const count = dataOr(useMemberCount(), 0);
  const stats = [
    { value: String(count), label: clubTexts.memberCount(club.name) },
    { value: club.foundingMembers, label: clubTexts.foundingMembers },
    { value: club.volunteers, label: clubTexts.volunteers },
  ].filter((stat) => stat.value !== '');
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
