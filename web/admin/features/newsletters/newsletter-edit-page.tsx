import { Link, useParams } from 'react-router';
import { useAdminQuery } from '../../lib/use-admin-query';
import { getNewsletter } from './api/get-newsletter';
import { LoadFailure } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { NewsletterForm } from './components/newsletter-form';
import { newsletterAdminTexts as texts } from './texts';
import { adminPaths } from '../../../../server/contracts';

/** /admin/nieuwsbrieven/new and /admin/nieuwsbrieven/{id} (SPEC §2 "Admin newsletters"). */
export function NewsletterEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const query = useAdminQuery(isNew ? null : `admin-newsletter-${id}`, (signal) => getNewsletter(id, signal));

  return (
    <>
      <h1>{isNew ? texts.newNewsletter : texts.editTitle}</h1>
      <p>
        <Link to={adminPaths.newsletters}>{texts.backToList}</Link>
      </p>
      {isNew ? (
        <NewsletterForm key="new" initial={null} />
      ) : query.state.status === 'loading' ? (
        <p role="status">{texts.loading}</p>
      ) : query.state.status === 'error' ? (
        // Without the newsletter there is nothing to edit, so this message stays until a retry works.
        <LoadFailure message={failureText(texts.loadFailed, query.state.error)} onRetry={query.reload} />
      ) : (
        <NewsletterForm key={id} initial={query.state.data} />
      )}
    </>
  );
}
