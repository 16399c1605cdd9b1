import { LoadingStatus } from '../../../components/loading-status';
import { WalkCard } from '../../../components/walk-card';
import { useNextOwnWalk } from '../api/get-next-own-walk';
import { walkListTexts } from './walk-list-texts';

/**
 * Home's next own walk as a card; it opens JourneyDetail (/wandeltochten/{id}) as the spec says.
 * When none loads, be it none planned or a failed fetch, the spec's empty text shows.
 */
export function NextOwnWalk() {
  const state = useNextOwnWalk();
  if (state.status === 'loading') return <LoadingStatus text={walkListTexts.loading} />;
  if (state.status === 'error' || !state.data) return <p>{walkListTexts.noUpcoming}</p>;
  return (
    <div className="next-walk">
      <WalkCard walk={state.data} to={`/wandeltochten/${state.data.id}`} eager />
    </div>
  );
}
