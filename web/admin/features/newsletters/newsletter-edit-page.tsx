import { Link, useParams } from 'react-router';
import { useAdminQuery } from '../../lib/use-admin-query';
import { getNewsletter } from './api/get-newsletter';
import { errorText } from './error-text';
import { NewsletterForm } from './newsletter-form';
import { newsletterAdminTexts as texts } from './texts';

/** /admin/nieuwsbrieven/new and /admin/nieuwsbrieven/{id} (SPEC §2 "Admin newsletters"). */
export function NewsletterEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const query = useAdminQuery(isNew ? null : `admin-newsletter-${id}`, (signal) => getNewsletter(id, signal));

  return (
    <>
      <h1>{isNew ? texts.newNewsletter : texts.editTitle}</h1>
      <p>
        <Link to="/admin/nieuwsbrieven">{texts.backToList}</Link>
      </p>
      {isNew ? (
        <NewsletterForm key="new" initial={null} />
      ) : query.state.status === 'loading' ? (
        <p role="status">{texts.loading}</p>
      ) : query.state.status === 'error' ? (
        // Without the newsletter there is nothing to edit, so this message stays until a retry works.
        <div role="alert" className="alert alert-error">
          <p>{errorText(texts.loadFailed, query.state.error)}</p>
          <button type="button" className="button button-small" onClick={query.reload}>
            {texts.retry}
          </button>
        </div>
      ) : (
        <NewsletterForm key={id} initial={query.state.data} />
      )}
    </>
  );
}
