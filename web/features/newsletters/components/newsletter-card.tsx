import { Link } from '../../../lib/router';
import { RichText } from '../../../components/rich-text';
import { formatLongDate } from '../../../lib/formatting';
import type { NewsletterSummary } from '../api/get-newsletters';
import { newsletterTexts } from './texts';
import { newsletterPath } from '../../../../server/contracts/public-paths';

/**
 * One newsletter in the list: date, title, intro clamped to 3 lines, 'Lees meer →'. The link
 * stretches over the card and carries the title for screen readers.
 */
export function NewsletterCard({ newsletter }: { newsletter: NewsletterSummary }) {
  return (
    <article className="card newsletters-card">
      <time className="newsletters-date" dateTime={newsletter.creationTimestamp}>
        {formatLongDate(newsletter.creationTimestamp)}
      </time>
      <h2 className="newsletters-card-title">{newsletter.title}</h2>
      <RichText html={newsletter.intro} className="clamp clamp-3 newsletters-card-intro" />
      <Link to={newsletterPath(newsletter)} className="newsletters-read-more stretched-link">
        {newsletterTexts.readMore}
        <span className="visually-hidden">{newsletterTexts.readMoreAbout(newsletter.title)}</span>{' '}
        <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
