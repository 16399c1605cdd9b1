import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { OwnWalksInfo } from '../../features/walks/components/own-walks-info';
import { SubscribeToCalendar } from '../../features/walks/components/calendar-links';
import { WalkListSection } from '../../features/walks/components/walk-list-section';
import { walkListTexts } from '../../features/walks/components/walk-list-texts';
import { useSettings } from '../../lib/site-config';
import { publicPaths } from '../../../server/contracts/public-paths';

/** /eigenwandeltochten (OwnJourney): the club's intro (settings), its own walks, upcoming and past, and what to expect. */
export function OwnWalksRoute() {
  const { club, texts } = useSettings();
  return (
    <>
      <PageMeta title={walkListTexts.ownTitle} description={walkListTexts.ownDescription(club.name)} />
      <header className="page-header">
        <h1>{walkListTexts.ownTitle}</h1>
        <RichText html={texts.ownWalks} className="lead" />
      </header>
      <SubscribeToCalendar />
      <OwnWalksInfo />
      <WalkListSection kind="own" when="future" detailBase={publicPaths.ownWalks} />
      <WalkListSection kind="own" when="past" detailBase={publicPaths.ownWalks} />
    </>
  );
}
