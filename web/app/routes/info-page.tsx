import { useParams } from '../../lib/router';
import { InfoPageView } from '../../features/info-pages/components/info-page-view';

export function InfoPageRoute() {
  const { slug } = useParams();
  return <InfoPageView slug={slug} />;
}
