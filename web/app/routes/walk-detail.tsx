import { useParams } from '../../lib/router';
import { WalkDetail } from '../../features/walks/components/walk-detail';

/** /eigenwandeltochten/:id (OwnJourneyDetail): back goes to the own walks. */
export function OwnWalkDetailRoute() {
  const { id = '' } = useParams();
  return <WalkDetail id={id} list="own" />;
}

/** /wandeltochten/:id (JourneyDetail): back goes to the other walks. */
export function OtherWalkDetailRoute() {
  const { id = '' } = useParams();
  return <WalkDetail id={id} list="other" />;
}
