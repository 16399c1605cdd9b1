import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { componentTexts } from '../../components/texts';
import { LoadFailure } from '../../components/load-failure';
import { toPhotobookImages } from '../../components/photobook-editor';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { useFieldErrors } from '../../lib/use-field-errors';
import { getAdminPage } from './api/get-admin-page';
import type { Page } from './api/get-admin-pages';
import { savePage, type PageFormValues } from './api/save-page';
import { PageForm, pageFields } from './components/page-form';
import { pagesTexts as texts } from './texts';
import './components/page-form.css';
import { adminPaths } from '../../../../server/contracts';

/** SPEC §9: error banners go after 4 s (the field messages stay). */
const errorMs = 4000;

const emptyPage: PageFormValues = {
  title: '',
  link: '',
  metaDescription: '',
  contentHtml: '',
  published: false,
  photobook: [],
};

function valuesOf(page: Page): PageFormValues {
  const { title, link, metaDescription, contentHtml, published, photobook } = page;
  return {
    title,
    link,
    metaDescription,
    contentHtml,
    published,
    photobook: toPhotobookImages(photobook),
  };
}

/** /admin/info/new and /admin/info/{id}: a new info page, or one loaded by id. */
export function PageEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const loaded = useAdminQuery(isNew ? null : `admin-page:${id}`, (signal) => getAdminPage(id, signal));

  return (
    <>
      <p>
        <Link to={adminPaths.pages}>{texts.backToList}</Link>
      </p>
      <h1>{isNew ? texts.newPage : texts.editTitle}</h1>
      {isNew ? (
        <PageEditor key="new" />
      ) : loaded.state.status === 'loading' ? (
        <p role="status">{componentTexts.loading}</p>
      ) : loaded.state.status === 'error' ? (
        <LoadFailure message={failureText(texts.loadFailed, loaded.state.error)} onRetry={loaded.reload} />
      ) : (
        // Keyed by version: a page loaded afresh starts a fresh form.
        <PageEditor key={`${loaded.state.data.id}:${loaded.state.data.version}`} page={loaded.state.data} />
      )}
    </>
  );
}

/** The form's state and its save; on success back to the list, which says it worked (?saved=1). */
function PageEditor({ page }: { page?: Page }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<PageFormValues>(() => (page ? valuesOf(page) : emptyPage));
  const fieldErrors = useFieldErrors({ fields: pageFields });
  const [busy, setBusy] = useState(false);
  const [error, showError, clearError] = useTimedMessage(errorMs);

  const save = async () => {
    setBusy(true);
    clearError();
    try {
      await savePage(values, page);
      navigate(`${adminPaths.pages}?saved=1`);
    } catch (failure) {
      // The form keeps what was typed; a 409 (changed meanwhile) shows the server's sentence.
      console.warn(page ? 'Failed to update page' : 'Failed to create page', failure);
      // SPEC §5: only the server checks an info page; the banner under Opslaan says what failed.
      fieldErrors.showServer(failure, { focus: false });
      showError(failureText(texts.saveFailed, failure));
      setBusy(false);
    }
  };

  return (
    <>
      <PageForm
        values={values}
        // Merged into the latest values: an upload ending later must not undo what was typed meanwhile.
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        errors={fieldErrors.errors}
        busy={busy}
        onSubmit={() => void save()}
      />
      {/* Under the Opslaan button, where the eye is after a click. */}
      <Banner kind="error" message={error} />
    </>
  );
}
