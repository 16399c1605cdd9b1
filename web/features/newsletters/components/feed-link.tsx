import { useClubName } from '../../../lib/site-config';
import { newsletterFeedPath } from '../../../../server/contracts/app-routes';
import { newsletterTexts } from './texts';

/** Points feed readers to the newsletters' feed; React 19 hoists the link into the head. */
export function NewsletterFeedLink() {
  const clubName = useClubName();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={newsletterTexts.feedTitle(clubName)}
      href={newsletterFeedPath}
    />
  );
}
