import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { Banner, useTimedMessage } from '../../components/timed-message';
import { failureText } from '../../lib/failure-text';
import { useTwoStepStatus } from './api/get-two-step-status';
import { RecoveryCodes } from './components/recovery-codes';
import { TwoStepDisableForm } from './components/two-step-disable-form';
import { TwoStepSetup } from './components/two-step-setup';
import { twoStepPageTexts as texts } from './texts';
import './two-step.css';

/**
 * /admin/tweestaps, 'Tweestapsverificatie' (from the user menu): the admin's own second step. Off: set it
 * up (QR code, first code, then the ten recovery codes, shown once). On: how many recovery codes are
 * left, and turning it off. An admin the club requires it of is sent here first (RequireAdmin).
 */
export function TwoStepPage() {
  const status = useTwoStepStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [success, showSuccess] = useTimedMessage(3000);
  const { state } = status;

  return (
    <>
      <h1>{texts.title}</h1>
      <p className="admin-hint">{texts.intro}</p>
      {state.status === 'success' && state.data.required && !state.data.enabled && !recoveryCodes && (
        <p className="alert two-step-warning">{texts.required}</p>
      )}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            void status.reload();
          }}
        />
      ) : state.status === 'loading' ? (
        <p role="status">{texts.loading}</p>
      ) : state.status === 'error' ? (
        <LoadFailure message={failureText(texts.loadFailed, state.error)} onRetry={() => void status.reload()} />
      ) : state.data.enabled ? (
        <>
          <p>
            {texts.on} {texts.codesLeft(state.data.recoveryCodesLeft)}
          </p>
          <TwoStepDisableForm
            onDisabled={(message) => {
              showSuccess(message);
              void status.reload();
            }}
          />
        </>
      ) : (
        <TwoStepSetup
          onConfirmed={(codes) => {
            setRecoveryCodes(codes);
            void status.reload();
          }}
        />
      )}
      <Banner kind="success" message={success} />
    </>
  );
}
