import { PageMeta } from '../../components/page-meta';
import { NewsletterFeedLink } from '../../features/newsletters/components/feed-link';
import { NewsletterList } from '../../features/newsletters/components/newsletter-list';
import { newsletterTexts } from '../../features/newsletters/components/texts';
import { useClubName } from '../../lib/site-config';

export function NewslettersRoute() {
  const clubName = useClubName();
  return (
    <>
      <PageMeta title={newsletterTexts.listTitle} description={newsletterTexts.listDescription(clubName)} />
      <NewsletterFeedLink />
      <header className="page-header">
        <h1>{newsletterTexts.listTitle}</h1>
      </header>
      <NewsletterList />
    </>
  );
}
