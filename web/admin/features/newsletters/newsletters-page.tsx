import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { useAdminQuery } from '../../lib/use-admin-query';
import { deleteNewsletter } from './api/delete-newsletter';
import { getNewsletters, type Newsletter } from './api/get-newsletters';
import { publishNewsletter } from './api/publish-newsletter';
import { errorText } from './error-text';
import { NewsletterTable } from './newsletter-table';
import { newsletterAdminTexts as texts } from './texts';

/** SPEC §9: success banners 3 s, error banners 4 s. */
const successMs = 3000;
const errorMs = 4000;

/** SPEC §2 "Admin newsletters": the list with publish toggles, edit and delete. */
export function NewslettersPage() {
  const query = useAdminQuery('admin-newsletters', getNewsletters);
  const [searchParams, setSearchParams] = useSearchParams();
  const [success, showSuccess] = useTimedMessage(successMs);
  const [error, showError] = useTimedMessage(errorMs);
  const [toDelete, setToDelete] = useState<Newsletter | null>(null);

  // Back from the edit form: say it worked once, and drop the flag so a reload does not say it again.
  const saved = searchParams.get('saved') === '1';
  useEffect(() => {
    if (!saved) return;
    showSuccess(texts.actionSucceeded);
    setSearchParams(
      (params) => {
        params.delete('saved');
        return params;
      },
      { replace: true },
    );
  }, [saved, setSearchParams, showSuccess]);

  const replaceRow = (row: Newsletter) =>
    query.setData((rows) => rows.map((other) => (other.id === row.id ? row : other)));

  // SPEC §4: the switch flips at once; the row then takes the server's answer, or the list reloads.
  const togglePublished = async (newsletter: Newsletter, published: boolean) => {
    replaceRow({ ...newsletter, published });
    try {
      replaceRow(await publishNewsletter(newsletter, published));
    } catch (failure) {
      console.warn('Publiceren mislukt:', failure);
      showError(errorText(texts.publishFailed, failure));
      query.reload();
    }
  };

  const confirmDelete = async () => {
    const newsletter = toDelete;
    setToDelete(null);
    if (!newsletter) return;
    try {
      await deleteNewsletter(newsletter);
      query.setData((rows) => rows.filter((row) => row.id !== newsletter.id));
      showSuccess(texts.actionSucceeded);
    } catch (failure) {
      console.warn('Verwijderen mislukt:', failure);
      showError(errorText(texts.deleteFailed, failure));
      query.reload();
    }
  };

  return (
    <>
      <h1>{texts.listTitle}</h1>
      <div className="admin-toolbar">
        <Link className="button button-primary" to="/admin/nieuwsbrieven/new">
          {texts.newNewsletter}
        </Link>
      </div>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={error} />
      {query.state.status === 'loading' && <p role="status">{texts.loading}</p>}
      {query.state.status === 'error' && (
        // A failed load stays on screen: an empty table would wrongly say there are no newsletters.
        <div role="alert" className="alert alert-error">
          <p>{errorText(texts.loadListFailed, query.state.error)}</p>
          <button type="button" className="button button-small" onClick={query.reload}>
            {texts.retry}
          </button>
        </div>
      )}
      {query.state.status === 'success' && (
        <NewsletterTable
          newsletters={query.state.data}
          onTogglePublished={(newsletter, published) => void togglePublished(newsletter, published)}
          onDelete={setToDelete}
        />
      )}
      <ConfirmDialog
        question={toDelete ? texts.confirmDelete : null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
