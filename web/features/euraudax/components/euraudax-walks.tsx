import { WalkCard } from '../../../components/walk-card';
import { useEuraudaxWalks } from '../api/get-euraudax-walks';
import { euraudaxTexts } from './texts';

/** The Euraudax walks, upcoming first; a card opens the walk on /wandeltochten/{id} (SPEC §2). */
export function EuraudaxWalks() {
  const walks = useEuraudaxWalks();
  return (
    <section className="euraudax-section" aria-labelledby="euraudax-walks">
      <h2 id="euraudax-walks">{euraudaxTexts.walks}</h2>
      {walks.status === 'loading' && (
        <p className="status" role="status">
          {euraudaxTexts.walksLoading}
        </p>
      )}
      {walks.status === 'error' && (
        <p className="alert alert-error" role="alert">
          {walks.error.message}
        </p>
      )}
      {walks.status === 'success' &&
        (walks.data.length === 0 ? (
          <p>{euraudaxTexts.noWalks}</p>
        ) : (
          <ul className="card-grid">
            {walks.data.map((walk) => (
              <li key={walk.id}>
                <WalkCard walk={walk} to={`/wandeltochten/${walk.id}`} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
