import { PageMeta } from '../../components/page-meta';
import { ClubPage } from '../../features/club/components/club-page';
import { clubTexts } from '../../features/club/components/texts';
import { useClubName } from '../../lib/site-config';

export function MembersRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta title={clubTexts.title} description={clubTexts.description(clubName)} />
      <ClubPage />
    </>
  );
}
