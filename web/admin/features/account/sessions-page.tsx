import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { ConnectionHint, useNeedsConnection } from '../../components/needs-connection';
import { componentTexts } from '../../components/texts';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { endOtherSessions, endSession } from './api/end-session';
import { useSessions, type AdminSessionSummary } from './api/get-sessions';
import { SessionList } from './components/session-list';
import { sessionsTexts as texts } from './sessions-texts';
import './sessions.css';

/** /admin/aangemeld ("Aangemeld op"): the devices the admin is signed in on; any other can be signed out. */
export function SessionsPage() {
  const list = useSessions();
  const { offline, hintId, buttonProps } = useNeedsConnection();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [success, showSuccess] = useTimedMessage(3000);
  const [error, showError] = useTimedMessage(4000);

  /** Runs one sign-out; the list then shows what the server has. */
  const run = async (signOut: () => Promise<string>) => {
    if (offline) return;
    setBusy(true);
    try {
      showSuccess(await signOut());
    } catch (failure) {
      showError(failureText(texts.signOutFailed, failure));
    } finally {
      setBusy(false);
      void list.reload();
    }
  };

  const signOutOne = (session: AdminSessionSummary) =>
    run(async () => {
      await endSession(session.id);
      return texts.signedOut(session.device);
    });

  const signOutOthers = () => {
    setAsking(false);
    void run(async () => texts.signedOutOthers((await endOtherSessions()).ended));
  };

  const { state } = list;
  const others = state.status === 'success' ? state.data.filter((session) => !session.current).length : 0;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <p className="admin-hint">{texts.noPlace}</p>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={error} />
      {state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={() => void list.reload()} />
      )}
      {state.status === 'success' && (
        <>
          <ConnectionHint id={hintId} offline={offline} />
          <SessionList
            sessions={state.data}
            busy={busy}
            onSignOut={(s) => void signOutOne(s)}
            buttonProps={buttonProps}
          />
          {others > 0 ? (
            <div className="admin-actions">
              <button
                type="button"
                className="button button-danger"
                disabled={busy}
                onClick={() => !offline && setAsking(true)}
                {...buttonProps}
              >
                {texts.signOutOthers}
              </button>
            </div>
          ) : (
            <p>{texts.onlyThis}</p>
          )}
        </>
      )}
      <ConfirmDialog
        question={asking ? texts.othersQuestion : null}
        confirmLabel={texts.signOut}
        onConfirm={signOutOthers}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
