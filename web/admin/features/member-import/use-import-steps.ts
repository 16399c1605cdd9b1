import { useEffect, useRef, useState } from 'react';
import type {
  MemberImportField,
  MemberImportPlan,
  MemberImportSummary,
  MemberImportUpload,
} from '../../../../server/contracts/member-import';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../lib/failure-text';
import { confirmImport } from './api/confirm-import';
import { dryRunImport } from './api/dry-run-import';
import { uploadMemberFile } from './api/upload-member-file';
import { importTexts as texts } from './texts';

/** A file read by the server, the mapping as the admin edits it, and the dry run of that mapping. */
export type ImportStep = {
  upload: MemberImportUpload;
  mapping: (MemberImportField | null)[];
  plan: MemberImportPlan | null;
};

type Busy = 'read' | 'dryRun' | 'confirm' | null;

/**
 * The import's steps: read the file, edit the mapping (which drops a dry run made with another one),
 * look at the dry run, confirm it. `focus` moves the keyboard to the step that just opened.
 */
export function useImportSteps(onImported: (summary: MemberImportSummary) => void) {
  const [step, setStep] = useState<ImportStep | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mappingHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The heading to focus once the step it opens is on screen.
  const [focusOn, setFocusOn] = useState<'mapping' | 'result' | null>(null);
  useEffect(() => {
    if (!focusOn) return;
    (focusOn === 'mapping' ? mappingHeading : resultHeading).current?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const run = async <T>(kind: Exclude<Busy, null>, work: () => Promise<T>, failed: string): Promise<T | undefined> => {
    if (busy) return undefined;
    setBusy(kind);
    setFailure(null);
    try {
      return await work();
    } catch (error) {
      console.warn(`${failed}:`, error);
      // The server forgot the file (half an hour, a restart): back to the first step.
      if (error instanceof ApiError && error.status === 410) setStep(null);
      if (kind === 'read' || (error instanceof ApiError && error.status === 410)) {
        setFileError(failureText(failed, error));
      } else setFailure(failureText(failed, error));
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  const read = async (file: File) => {
    setFileError(null);
    const upload = await run('read', () => uploadMemberFile(file), texts.readFailed);
    if (!upload) return;
    setStep({ upload, mapping: upload.columns.map((column) => column.field), plan: null });
    setFocusOn('mapping');
  };

  const map = (index: number, field: MemberImportField | null) =>
    setStep(
      (current) =>
        current && { ...current, plan: null, mapping: current.mapping.map((old, at) => (at === index ? field : old)) },
    );

  const dryRun = async () => {
    if (!step) return;
    const { token } = step.upload;
    const plan = await run('dryRun', () => dryRunImport({ token, mapping: step.mapping }), texts.dryRunFailed);
    if (!plan) return;
    setStep((current) => current && { ...current, plan });
    setFocusOn('result');
  };

  const confirm = async () => {
    if (!step?.plan) return;
    const { upload, mapping, plan } = step;
    const request = { token: upload.token, mapping, planKey: plan.planKey };
    const summary = await run('confirm', () => confirmImport(request), texts.confirmFailed);
    if (!summary) return;
    setStep(null);
    onImported(summary);
  };

  return { step, busy, fileError, failure, read, map, dryRun, confirm, mappingHeading, resultHeading };
}
