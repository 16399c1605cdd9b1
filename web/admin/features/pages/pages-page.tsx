import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { useAdminQuery } from '../../lib/use-admin-query';
import { deletePage } from './delete-page';
import { getAdminPages, type Page } from './get-admin-pages';
import { PageTable } from './page-table';
import { publishPage } from './publish-page';
import { failureText, pagesTexts as texts } from './texts';

/** SPEC §9: success banners on this screen stay 3 s, error banners 4 s. */
const successMs = 3000;
const errorMs = 4000;

/** /admin/info: the info pages with their publish toggles (SPEC §2 "Admin info pages"). */
export function PagesPage() {
  const pages = useAdminQuery('admin-pages', getAdminPages);
  const [success, showSuccess] = useTimedMessage(successMs);
  const [error, showError] = useTimedMessage(errorMs);
  const [toDelete, setToDelete] = useState<Page | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // Rows whose publish call is under way: a second click would send a stale version.
  const publishing = useRef(new Set<number>());

  // Back from a save (?saved=1): say so, and drop the flag so a reload does not say it again.
  useEffect(() => {
    if (searchParams.get('saved') !== '1') return;
    showSuccess(texts.success);
    const rest = new URLSearchParams(searchParams);
    rest.delete('saved');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams, showSuccess]);

  const replace = (page: Page) => pages.setData((list) => list.map((other) => (other.id === page.id ? page : other)));

  const togglePublished = async (page: Page, published: boolean) => {
    if (publishing.current.has(page.id)) return;
    publishing.current.add(page.id);
    // SPEC §4: the switch flips at once; the server's answer then takes the row's place.
    replace({ ...page, published });
    try {
      replace(await publishPage(page, published));
    } catch (failure) {
      console.warn('Failed to toggle publish', failure);
      showError(failureText(texts.toggleFailed, failure));
      pages.reload();
    } finally {
      publishing.current.delete(page.id);
    }
  };

  const confirmDelete = async () => {
    const page = toDelete;
    setToDelete(null);
    if (!page) return;
    try {
      await deletePage(page);
      pages.setData((list) => list.filter((other) => other.id !== page.id));
      showSuccess(texts.success);
    } catch (failure) {
      console.warn('Failed to delete page', failure);
      showError(failureText(texts.deleteFailed, failure));
      // A 409 or 404 means the list is out of date: show what the server has now.
      pages.reload();
    }
  };

  return (
    <>
      <h1>{texts.listTitle}</h1>
      <div className="admin-toolbar">
        <Link className="button button-primary" to="/admin/info/new">
          {texts.newPage}
        </Link>
      </div>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={error} />
      {pages.state.status === 'loading' && <p role="status">{texts.loading}</p>}
      {pages.state.status === 'error' && (
        // Not timed: without the list there is nothing else on the screen to explain.
        <div className="admin-actions">
          <Banner kind="error" message={failureText(texts.loadListFailed, pages.state.error)} />
          <button type="button" className="button" onClick={pages.reload}>
            {texts.retry}
          </button>
        </div>
      )}
      {pages.state.status === 'success' && (
        <PageTable
          pages={pages.state.data}
          onTogglePublished={(page, published) => void togglePublished(page, published)}
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
