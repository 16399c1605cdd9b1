import { apiPaths } from '../../../../server/contracts/api-paths';
import { useServerRender } from '../../../lib/server-render';
import { useClubName } from '../../../lib/site-config';
import { newsletterTexts } from './texts';

/** Points feed readers to the newsletters' feed; React 19 hoists the link into the head. */
export function NewsletterFeedLink() {
  const clubName = useClubName();
  // The server's head has the same link (server/site/render-head.ts).
  if (useServerRender()) return null;
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={newsletterTexts.feedTitle(clubName)}
      href={apiPaths.newsletters.feed}
    />
  );
}
