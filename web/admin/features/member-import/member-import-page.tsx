import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../../../server/contracts/admin-paths';
import type { MemberImportSummary } from '../../../../server/contracts/member-import';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { ConnectionHint, useNeedsConnection } from '../../components/needs-connection';
import { componentTexts } from '../../components/texts';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useAdminQuery } from '../../lib/use-admin-query';
import { getImports } from './api/get-imports';
import { undoImport } from './api/undo-import';
import { DryRunResult } from './components/dry-run-result';
import { FileStep } from './components/file-step';
import { ImportHistory } from './components/import-history';
import { MappingTable } from './components/mapping-table';
import { importTexts as texts } from './texts';
import { useImportSteps } from './use-import-steps';
import './member-import.css';

/** The member import: a file, its columns mapped, a dry run, the import, and the imports to undo. */
export function MemberImportPage() {
  const history = useAdminQuery('member-imports', getImports, { reloadOnReplay: true });
  const [success, showSuccess] = useTimedMessage(4000);
  const [undoFailure, setUndoFailure] = useState<string | null>(null);
  const [toUndo, setToUndo] = useState<MemberImportSummary | null>(null);
  const [undoing, setUndoing] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The file is read, tried and imported on the server: none of it can wait in the outbox.
  const connection = useNeedsConnection();
  const steps = useImportSteps((summary) => {
    showSuccess(texts.imported(summary.counts.created, summary.counts.updated));
    void history.reload();
    heading.current?.focus();
  });
  const { step, busy } = steps;
  const plan = step?.plan;
  const changes = plan ? plan.counts.new + plan.counts.updated : 0;

  const undo = async () => {
    const entry = toUndo;
    setToUndo(null);
    if (!entry) return;
    setUndoing(entry.id);
    setUndoFailure(null);
    try {
      await undoImport(entry.id);
      showSuccess(texts.undoDone);
    } catch (error) {
      console.warn(`${texts.undoFailed}:`, error);
      setUndoFailure(failureText(texts.undoFailed, error));
    } finally {
      setUndoing(null);
      void history.reload();
    }
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {texts.title}
      </h1>
      <p>{texts.intro}</p>
      <p>
        <Link to={adminPaths.members}>{texts.backToMembers}</Link>
      </p>
      <Banner kind="success" message={success} />

      <section aria-labelledby="member-import-file">
        <h2 id="member-import-file">{texts.fileStep}</h2>
        <FileStep busy={busy === 'read'} error={steps.fileError} onRead={(file) => void steps.read(file)} />
      </section>

      {step && (
        <section aria-labelledby="member-import-mapping">
          <h2 id="member-import-mapping" ref={steps.mappingHeading} tabIndex={-1}>
            {texts.mappingStep}
          </h2>
          <p>{texts.fileSummary(step.upload.fileName, step.upload.rowCount)}</p>
          <p className="admin-hint">{texts.mappingHint}</p>
          {step.upload.remembered && <p className="admin-hint">{texts.remembered}</p>}
          <MappingTable columns={step.upload.columns} mapping={step.mapping} onChange={steps.map} />
          <ConnectionHint id={connection.hintId} offline={connection.offline} />
          <StepButton idle={busy === null} connection={connection} onClick={steps.dryRun}>
            {busy === 'dryRun' ? texts.dryRunning : texts.dryRun}
          </StepButton>
        </section>
      )}
      {!plan && <Banner kind="error" message={steps.failure} />}

      {step && plan && (
        <section aria-labelledby="member-import-result">
          <h2 id="member-import-result" ref={steps.resultHeading} tabIndex={-1}>
            {texts.resultStep}
          </h2>
          <DryRunResult plan={plan} />
          {changes === 0 && <p>{texts.nothingToImport}</p>}
          <StepButton idle={busy === null} connection={connection} onClick={steps.confirm}>
            {busy === 'confirm' ? texts.confirming : texts.confirm}
          </StepButton>
          <Banner kind="error" message={steps.failure} />
        </section>
      )}

      <section aria-labelledby="member-import-history">
        <h2 id="member-import-history">{texts.historyTitle}</h2>
        <Banner kind="error" message={undoFailure} />
        {history.state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
        {history.state.status === 'error' && (
          <LoadFailure
            message={failureText(texts.historyLoadFailed, history.state.error)}
            onRetry={() => void history.reload()}
          />
        )}
        {history.state.status === 'success' && (
          <ImportHistory imports={history.state.data} busyId={undoing} onUndo={setToUndo} />
        )}
      </section>

      <ConfirmDialog
        question={toUndo ? texts.undoQuestion(toUndo.fileName, toUndo.counts.created, toUndo.counts.updated) : null}
        confirmLabel={texts.undo}
        onConfirm={() => void undo()}
        onCancel={() => setToUndo(null)}
      />
    </>
  );
}

/**
 * A step's button (the dry run, the import): it keeps its focus while a step runs (aria-disabled), and
 * offline it says it needs the connection instead of sending.
 */
function StepButton({
  idle,
  connection,
  onClick,
  children,
}: {
  idle: boolean;
  connection: ReturnType<typeof useNeedsConnection>;
  onClick: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <div className="admin-actions">
      <button
        type="button"
        className="button button-primary"
        aria-disabled={!idle || undefined}
        {...connection.buttonProps}
        onClick={() => {
          if (!connection.offline) void onClick();
        }}
      >
        {children}
      </button>
    </div>
  );
}
