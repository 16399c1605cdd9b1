import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { adminTexts } from '../../app/texts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { useAdminQuery } from '../../lib/use-admin-query';
import { deleteWalk, publishWalk } from './api/change-walk';
import { getAdminWalks, type EventCard } from './api/get-admin-walks';
import { WalkTable } from './components/walk-table';
import { walkAdminTexts } from './texts';

const texts = walkAdminTexts.list;

/** The server's sentence when it sent one, else the screen's own. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return texts.network;
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/** SPEC §2 "Admin walks list": own and other walks, each with its publish switch, edit and delete. */
export function WalksPage() {
  const walks = useAdminQuery('admin-walks', getAdminWalks);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<EventCard | null>(null);
  const [success, showSuccess] = useTimedMessage(3000);
  const [failure, showFailure] = useTimedMessage(4000);
  const location = useLocation();
  const navigate = useNavigate();

  // Back from a save (walk-edit-page passes `saved`): confirm it once, then forget it so a reload does not repeat it.
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  useEffect(() => {
    if (!saved) return;
    showSuccess(texts.success);
    void navigate(location.pathname, { replace: true, state: null });
  }, [saved, showSuccess, navigate, location.pathname]);

  const withBusy = async (walk: EventCard, write: () => Promise<void>, fallback: string) => {
    setBusy((ids) => new Set(ids).add(walk.id));
    try {
      await write();
    } catch (error) {
      console.warn(`Wandeltocht ${walk.id}:`, error);
      showFailure(failureText(error, fallback));
      // A conflict means the list is out of date: fetch it again so the next try uses the current version.
      if (error instanceof ApiError && error.status === 409) walks.reload();
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(walk.id);
        return next;
      });
    }
  };

  const togglePublished = (walk: EventCard, published: boolean) =>
    void withBusy(
      walk,
      async () => {
        const updated = await publishWalk(walk, published);
        walks.setData((list) => list.map((row) => (row.id === updated.id ? updated : row)));
      },
      texts.toggleFailed,
    );

  const confirmDelete = () => {
    const walk = toDelete;
    setToDelete(null);
    if (!walk) return;
    void withBusy(
      walk,
      async () => {
        await deleteWalk(walk);
        walks.setData((list) => list.filter((row) => row.id !== walk.id));
        showSuccess(texts.success);
      },
      texts.deleteFailed,
    );
  };

  const { state } = walks;
  return (
    <>
      <h1>{texts.title}</h1>
      <div className="admin-toolbar">
        <Link className="button button-primary" to="/admin/wandeltochten/new">
          {texts.newWalk}
        </Link>
      </div>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={failure} />
      {state.status === 'loading' && <p role="status">{adminTexts.loading}</p>}
      {state.status === 'error' && (
        <p role="alert" className="alert alert-error">
          {texts.loadFailed}
        </p>
      )}
      {state.status === 'success' && (
        <>
          <WalkTable
            title={texts.own}
            emptyText={texts.emptyOwn}
            walks={state.data.filter((walk) => walk.own)}
            busy={busy}
            onTogglePublished={togglePublished}
            onDelete={setToDelete}
          />
          <WalkTable
            title={texts.other}
            emptyText={texts.emptyOther}
            walks={state.data.filter((walk) => !walk.own)}
            busy={busy}
            onTogglePublished={togglePublished}
            onDelete={setToDelete}
          />
        </>
      )}
      <ConfirmDialog
        question={toDelete ? texts.confirmDelete : null}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
