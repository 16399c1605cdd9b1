import { useParams } from 'react-router';
import { WalkDetail } from '../../features/walks/components/walk-detail';

/** Which list a walk detail belongs to: the back button's fallback and the links around it. */
export type WalkDetailRouteProps = { list: 'own' | 'other' };

/** /eigenwandeltochten/:id (OwnJourneyDetail) and /wandeltochten/:id (JourneyDetail). */
export function WalkDetailRoute({ list }: WalkDetailRouteProps) {
  const { id = '' } = useParams();
  return <WalkDetail id={id} list={list} />;
}
