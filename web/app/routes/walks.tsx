import { PageMeta } from '../../components/page-meta';
import { SubscribeToCalendar } from '../../features/walks/components/calendar-links';
import { WalkListSection } from '../../features/walks/components/walk-list-section';
import { walkListTexts } from '../../features/walks/components/walk-list-texts';
import { useClubName } from '../../lib/site-config';
import { publicPaths } from '../../../server/contracts/public-paths';

/** /wandeltochten (Journeys): the other walks the club goes to, upcoming and past. */
export function WalksRoute() {
  const clubName = useClubName();
  const title = walkListTexts.otherTitle(clubName);
  return (
    <>
      <PageMeta title={title} description={walkListTexts.otherDescription(clubName)} />
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <SubscribeToCalendar />
      <WalkListSection kind="other" when="future" detailBase={publicPaths.walks} />
      <WalkListSection kind="other" when="past" detailBase={publicPaths.walks} />
    </>
  );
}
