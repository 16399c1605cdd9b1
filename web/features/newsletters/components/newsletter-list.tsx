import { LoadingStatus } from '../../../components/loading-status';
import { useNewsletters } from '../api/get-newsletters';
import { NewsletterCard } from './newsletter-card';
import { newsletterTexts } from './texts';
import './newsletters.css';

/** The published newsletters, newest first, with the loading, error and empty states. */
export function NewsletterList() {
  const state = useNewsletters();

  if (state.status === 'loading') return <LoadingStatus text={newsletterTexts.listLoading} />;
  if (state.status === 'error') {
    return (
      <div className="alert alert-error" role="alert">
        <p className="newsletters-error-title">{newsletterTexts.errorTitle}</p>
        <p>{newsletterTexts.listError}</p>
      </div>
    );
  }
  if (state.data.length === 0) return <p>{newsletterTexts.empty}</p>;
  return (
    <ul className="card-grid newsletters-list">
      {state.data.map((newsletter) => (
        <li key={newsletter.id}>
          <NewsletterCard newsletter={newsletter} />
        </li>
      ))}
    </ul>
  );
}
