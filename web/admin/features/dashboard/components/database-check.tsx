import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { Banner } from '../../../components/timed-message';
import { checkDatabase } from '../api/check-database';
import { dashboardTexts as texts } from '../texts';

type TestResult = { kind: 'success' | 'error'; message: string } | null;

/** SPEC §2: a button that calls GET /admin/api/database and says whether it worked. */
export function DatabaseCheck() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestResult>(null);

  const test = async () => {
    setBusy(true);
    setResult(null);
    try {
      await checkDatabase();
      setResult({ kind: 'success', message: texts.success });
    } catch (error) {
      // SPEC §8: an answer that is not OK, or no answer at all.
      const answered = error instanceof ApiError && error.status !== 0;
      setResult({ kind: 'error', message: answered ? texts.failed : texts.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button-primary" onClick={test} disabled={busy}>
        {busy ? texts.testing : texts.testButton}
      </button>
      <Banner kind="success" message={result?.kind === 'success' ? result.message : null} />
      <Banner kind="error" message={result?.kind === 'error' ? result.message : null} />
    </>
  );
}
