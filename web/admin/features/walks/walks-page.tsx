import { Link } from 'react-router';
import { componentTexts } from '../../components/texts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Banner } from '../../components/timed-message';
import { useAdminQuery } from '../../lib/use-admin-query';
import { useListWrites } from '../../lib/use-list-writes';
import { deleteWalk, publishWalk } from './api/change-walk';
import { getAdminWalks } from './api/get-admin-walks';
import { WalkTable } from './components/walk-table';
import { walkAdminTexts } from './texts';
import { adminPaths } from '../../../../server/contracts';

const texts = walkAdminTexts.list;

/** SPEC §2 "Admin walks list": own and other walks, each with its publish switch, edit and delete. */
export function WalksPage() {
  const walks = useAdminQuery('admin-walks', getAdminWalks, { reloadOnReplay: true });
  const writes = useListWrites(walks, { publish: publishWalk, remove: deleteWalk, optimistic: false, texts });

  const { state } = walks;
  return (
    <>
      {/* Focusable from script only: it takes the focus after a delete removed the focused row. */}
      <h1 ref={writes.headingRef} tabIndex={-1}>
        {texts.title}
      </h1>
      <div className="admin-toolbar">
        <Link className="button button-primary" to={adminPaths.newWalk}>
          {texts.newWalk}
        </Link>
      </div>
      <Banner kind="success" message={writes.success} />
      <Banner kind="error" message={writes.error} />
      {state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {/* SPEC §8 names this text; the server's sentence is in the console (useAdminQuery logs it). */}
      {state.status === 'error' && <LoadFailure message={texts.loadFailed} onRetry={walks.reload} />}
      {state.status === 'success' && (
        <>
          <WalkTable
            title={texts.own}
            emptyText={texts.emptyOwn}
            walks={state.data.filter((walk) => walk.own)}
            busy={writes.busy}
            onTogglePublished={writes.togglePublished}
            onDelete={writes.deletion.request}
          />
          <WalkTable
            title={texts.other}
            emptyText={texts.emptyOther}
            walks={state.data.filter((walk) => !walk.own)}
            busy={writes.busy}
            onTogglePublished={writes.togglePublished}
            onDelete={writes.deletion.request}
          />
        </>
      )}
      <ConfirmDialog
        question={writes.deletion.pending ? texts.confirmDelete : null}
        onConfirm={writes.deletion.confirm}
        onCancel={writes.deletion.cancel}
      />
    </>
  );
}
