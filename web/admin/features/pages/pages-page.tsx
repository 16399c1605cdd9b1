import { Link } from 'react-router';
import { componentTexts } from '../../components/texts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Banner } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { useListWrites } from '../../lib/use-list-writes';
import { deletePage } from './api/delete-page';
import { getAdminPages } from './api/get-admin-pages';
import { publishPage } from './api/publish-page';
import { PageTable } from './components/page-table';
import { pagesTexts as texts } from './texts';
import { adminPagePath } from '../../../../server/contracts';

/** /admin/info: the info pages with their publish toggles (SPEC §2 "Admin info pages"). */
export function PagesPage() {
  const pages = useAdminQuery('admin-pages', getAdminPages, { reloadOnReplay: true });
  const writes = useListWrites(pages, { publish: publishPage, remove: deletePage, optimistic: true, texts });

  return (
    <>
      {/* Focusable from script only: it takes the focus after a delete removed the focused row. */}
      <h1 ref={writes.headingRef} tabIndex={-1}>
        {texts.listTitle}
      </h1>
      <div className="admin-toolbar">
        <Link className="button button-primary" to={adminPagePath({ id: 'new' })}>
          {texts.newPage}
        </Link>
      </div>
      <Banner kind="success" message={writes.success} />
      <Banner kind="error" message={writes.error} />
      {pages.state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {pages.state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadListFailed, pages.state.error)} onRetry={pages.reload} />
      )}
      {pages.state.status === 'success' && (
        <PageTable
          pages={pages.state.data}
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
