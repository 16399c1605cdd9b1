import { WalkCard } from '../../../components/walk-card';
import { dataOr } from '../../../lib/use-query';
import { useWalkList, type WalkListKind, type WalkListWhen } from '../api/get-walk-lists';
import { walkListTexts } from './walk-list-texts';

type WalkListSectionProps = {
  kind: WalkListKind;
  when: WalkListWhen;
  /** The detail route the cards open: /eigenwandeltochten/{id} or /wandeltochten/{id}. */
  detailBase: string;
};

/** One section of a walk list page: a grid of walk cards, or a line saying there are none. */
export function WalkListSection({ kind, when, detailBase }: WalkListSectionProps) {
  const state = useWalkList(kind, when);
  // SPEC §8: a failed list fetch is only logged; the section stays empty.
  const walks = dataOr(state, []);
  const title = when === 'future' ? walkListTexts.upcoming : walkListTexts.past;
  const headingId = `wandeltochten-${kind}-${when}`;
  return (
    <section className="walk-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {state.status === 'loading' ? (
        <p className="status" role="status">
          {walkListTexts.loading}
        </p>
      ) : walks.length === 0 ? (
        <p>{when === 'future' ? walkListTexts.noUpcoming : walkListTexts.noPast}</p>
      ) : (
        <ul className="card-grid">
          {walks.map((walk, index) => (
            <li key={walk.id}>
              <WalkCard walk={walk} to={`${detailBase}/${walk.id}`} eager={when === 'future' && index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
