import { useState } from 'react';
import { ConnectionHint, useNeedsConnection } from '../../components/needs-connection';
import { LoadFailure } from '../../components/load-failure';
import { componentTexts } from '../../components/texts';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useFailedMails, type FailedMail } from './api/get-failed-mails';
import { retryMail } from './api/retry-mail';
import { FailedMailList } from './components/failed-mail-list';
import { failedMailTexts as texts } from './texts';
import './failed-mail.css';

/** /admin/mails: the mails the queue gave up on, each with a new try (the dashboard links here). */
export function FailedMailPage() {
  const list = useFailedMails();
  const { offline, hintId, buttonProps } = useNeedsConnection();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [success, showSuccess] = useTimedMessage(3000);
  const [error, showError] = useTimedMessage(4000);

  const retry = async (mail: FailedMail) => {
    if (offline) return;
    setBusyId(mail.id);
    try {
      const answer = await retryMail(mail.id);
      showSuccess(answer.message);
      list.setData((data) => ({
        total: Math.max(0, data.total - 1),
        mails: data.mails.filter((other) => other.id !== mail.id),
      }));
    } catch (failure) {
      showError(failureText(texts.retryFailed, failure));
      void list.reload();
    } finally {
      setBusyId(null);
    }
  };

  const { state } = list;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={error} />
      {state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={() => void list.reload()} />
      )}
      {state.status === 'success' &&
        (state.data.mails.length === 0 ? (
          <p>{texts.empty}</p>
        ) : (
          <>
            {state.data.total > state.data.mails.length && (
              <p className="admin-hint">{texts.shownOf(state.data.mails.length, state.data.total)}</p>
            )}
            <ConnectionHint id={hintId} offline={offline} />
            <FailedMailList mails={state.data.mails} busyId={busyId} onRetry={retry} buttonProps={buttonProps} />
          </>
        ))}
    </>
  );
}
