import { useRef, useState } from 'react';
import { adminApiPaths } from '../../../../server/contracts/admin-api-paths';
import type { ApplicationDecision } from '../../../../server/contracts/application';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { useBlockedId } from '../../components/pending-mark';
import { componentTexts } from '../../components/texts';
import { Banner } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePendingIds } from '../../outbox/use-outbox';
import { deleteApplication } from './api/delete-application';
import { getRetention, retentionQueryKey } from '../../lib/get-retention';
import { getApplications, type AdminApplication } from './api/get-applications';
import { AcceptDialog } from './components/accept-dialog';
import { ApplicationCard } from './components/application-card';
import { RefuseDialog } from './components/refuse-dialog';
import { applicationTexts as texts } from './texts';
import './applications.css';

const collection = adminApiPaths.applications.list;

/**
 * "Aanvragen": the membership applications newest first, each with every detail; a new one is
 * accepted or refused in a dialog, any one deleted. A decision's outcome (and its mail's) stays said
 * until the next one.
 */
export function ApplicationsPage() {
  const list = useAdminQuery('admin-applications', getApplications, { reloadOnReplay: true });
  const retention = useAdminQuery(retentionQueryKey, getRetention);
  const pending = usePendingIds(collection);
  const blocked = useBlockedId(collection);
  const [dialog, setDialog] = useState<{ kind: 'accept' | 'refuse'; id: number } | null>(null);
  const [deleting, setDeleting] = useState<AdminApplication | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const rows = list.state.status === 'success' ? list.state.data : [];
  // From the list as it is now: a reload after a refusal shows the dialog the member the server found.
  const open = (kind: 'accept' | 'refuse') =>
    dialog?.kind === kind ? (rows.find((row) => row.id === dialog.id) ?? null) : null;

  const decided = ({ message, ...application }: ApplicationDecision) => {
    list.setData((current) => current.map((row) => (row.id === application.id ? application : row)));
    setDialog(null);
    setNotice({ kind: 'success', text: message });
  };

  const confirmDelete = async () => {
    const application = deleting;
    setDeleting(null);
    if (!application) return;
    setBusy(application.id);
    try {
      await deleteApplication(application);
      list.setData((current) => current.filter((row) => row.id !== application.id));
      setNotice({ kind: 'success', text: texts.deleted });
      // The card that held the focus is gone: the heading takes it.
      headingRef.current?.focus();
    } catch (error) {
      console.warn('Aanvraag verwijderen mislukt:', error);
      setNotice({ kind: 'error', text: failureText(texts.deleteFailed, error) });
      await list.reload();
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {texts.title}
      </h1>
      <p className="admin-hint">
        {texts.intro}
        {retention.state.status === 'success' && ` ${texts.retention(retention.state.data.applicationMonths)}`}
      </p>
      <Banner kind="success" message={notice?.kind === 'success' ? notice.text : null} />
      <Banner kind="error" message={notice?.kind === 'error' ? notice.text : null} />
      {list.state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {list.state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, list.state.error)} onRetry={list.reload} />
      )}
      {list.state.status === 'success' && rows.length === 0 && <p>{texts.empty}</p>}
      {rows.length > 0 && (
        <div className="application-list">
          {rows.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              pending={pending.has(application.id)}
              blocked={blocked === application.id}
              busy={busy === application.id}
              onAccept={() => setDialog({ kind: 'accept', id: application.id })}
              onRefuse={() => setDialog({ kind: 'refuse', id: application.id })}
              onDelete={() => setDeleting(application)}
            />
          ))}
        </div>
      )}
      <AcceptDialog
        application={open('accept')}
        onClose={() => setDialog(null)}
        onDecided={decided}
        onRefused={list.reload}
      />
      <RefuseDialog
        application={open('refuse')}
        onClose={() => setDialog(null)}
        onDecided={decided}
        onRefused={list.reload}
      />
      <ConfirmDialog
        question={deleting ? texts.confirmDelete(`${deleting.firstName} ${deleting.lastName}`) : null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
