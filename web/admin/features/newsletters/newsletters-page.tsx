import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Banner } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { useListWrites } from '../../lib/use-list-writes';
import { deleteNewsletter } from './api/delete-newsletter';
import { getNewsletters } from './api/get-newsletters';
import { publishNewsletter } from './api/publish-newsletter';
import { NewsletterTable } from './components/newsletter-table';
import { newsletterAdminTexts as texts } from './texts';
import { adminNewsletterPath } from '../../../../server/contracts';

const listTexts = {
  success: texts.actionSucceeded,
  toggleFailed: texts.publishFailed,
  deleteFailed: texts.deleteFailed,
};

/** SPEC §2 "Admin newsletters": the list with publish toggles, edit and delete. */
export function NewslettersPage() {
  const query = useAdminQuery('admin-newsletters', getNewsletters, { reloadOnReplay: true });
  const writes = useListWrites(query, {
    publish: publishNewsletter,
    remove: deleteNewsletter,
    optimistic: true,
    texts: listTexts,
  });

  return (
    <>
      {/* Focusable from script only: it takes the focus after a delete removed the focused row. */}
      <h1 ref={writes.headingRef} tabIndex={-1}>
        {texts.listTitle}
      </h1>
      <div className="admin-toolbar">
        <Link className="button button-primary" to={adminNewsletterPath({ id: 'new' })}>
          {texts.newNewsletter}
        </Link>
      </div>
      <Banner kind="success" message={writes.success} />
      <Banner kind="error" message={writes.error} />
      {query.state.status === 'loading' && <p role="status">{texts.loading}</p>}
      {query.state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadListFailed, query.state.error)} onRetry={query.reload} />
      )}
      {query.state.status === 'success' && (
        <NewsletterTable
          newsletters={query.state.data}
          busy={writes.busy}
          onTogglePublished={writes.togglePublished}
          onDelete={writes.deletion.request}
        />
      )}
      <ConfirmDialog
        question={writes.deletion.pending ? texts.confirmDelete : null}
        onConfirm={writes.deletion.confirm}
        onCancel={writes.deletion.cancel}
      />
    </>
  );
}
