import { useState } from 'react';
import { formatByteSize } from '../../../../../server/contracts/byte-size';
import { formatSavedAt } from '../../../../lib/formatting';
import { LoadFailure } from '../../../components/load-failure';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { Banner, useTimedMessage } from '../../../components/timed-message';
import { saveBlob } from '../../../lib/admin-api';
import { failureText } from '../../../lib/failure-text';
import { downloadBackup } from '../api/download-backup';
import { useBackupStatus, type LastBackup } from '../api/get-backup-status';
import { backupTexts as texts } from '../texts';

function lastBackupLine(last: LastBackup | null): string {
  return last ? texts.last(formatSavedAt(new Date(last.at)), formatByteSize(last.bytes)) : texts.none;
}

/**
 * The tab 'Back-up': when the last backup was made and how big it was, and a fresh one to download
 * (it cannot wait in the outbox: offline the button says it needs the connection).
 */
export function BackupSection() {
  const status = useBackupStatus();
  const connection = useNeedsConnection();
  const [busy, setBusy] = useState(false);
  const [success, showSuccess] = useTimedMessage(3000);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    // aria-disabled rather than disabled: the button keeps keyboard focus while the archive is made.
    if (busy || connection.offline) return;
    setBusy(true);
    setFailure(null);
    try {
      const { blob, fileName } = await downloadBackup();
      saveBlob(blob, fileName);
      showSuccess(texts.downloaded);
      void status.reload();
    } catch (error) {
      console.warn('Downloaden van de back-up mislukt:', error);
      setFailure(failureText(texts.failed, error));
    } finally {
      setBusy(false);
    }
  };

  const { state } = status;
  return (
    <>
      <h2>{texts.title}</h2>
      <p className="admin-hint">{texts.intro}</p>
      {state.status === 'loading' && <p role="status">{texts.loading}</p>}
      {state.status === 'error' && (
        <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={() => void status.reload()} />
      )}
      {state.status === 'success' && <p>{lastBackupLine(state.data)}</p>}
      <ConnectionHint id={connection.hintId} offline={connection.offline} />
      <div className="admin-actions">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={busy || undefined}
          {...connection.buttonProps}
          onClick={() => void download()}
        >
          {busy ? texts.downloading : texts.download}
        </button>
      </div>
      <Banner kind="success" message={success} />
      <Banner kind="error" message={failure} />
      <p className="admin-hint">{texts.restoreHint}</p>
    </>
  );
}
