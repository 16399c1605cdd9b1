import { PageMeta } from '../../components/page-meta';
import { EuraudaxPage } from '../../features/euraudax/components/euraudax-page';
import { euraudaxTexts } from '../../features/euraudax/components/texts';
import { useClubName } from '../../lib/site-config';

export function EuraudaxRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta title={euraudaxTexts.title} description={euraudaxTexts.description(clubName)} />
      <EuraudaxPage />
    </>
  );
}
