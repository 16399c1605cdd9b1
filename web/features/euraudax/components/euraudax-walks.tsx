import { WalkCard } from '../../../components/walk-card';
import { useEuraudaxWalks } from '../api/get-euraudax-walks';
import { EuraudaxSection } from './euraudax-section';
import { euraudaxTexts } from './texts';

/** The Euraudax walks, upcoming first; a card opens the walk on /wandeltochten/{id} (SPEC §2). */
export function EuraudaxWalks() {
  const walks = useEuraudaxWalks();
  return (
    <EuraudaxSection id="euraudax-walks" title={euraudaxTexts.walks} loading={euraudaxTexts.walksLoading} state={walks}>
      {(list) =>
        list.length === 0 ? (
          <p>{euraudaxTexts.noWalks}</p>
        ) : (
          <ul className="card-grid">
            {list.map((walk) => (
              <li key={walk.id}>
                <WalkCard walk={walk} to={`/wandeltochten/${walk.id}`} />
              </li>
            ))}
          </ul>
        )
      }
    </EuraudaxSection>
  );
}
