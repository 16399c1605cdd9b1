import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { Banner } from '../../../components/timed-message';
import { failureText, fieldErrorsOf } from '../../../lib/failure-text';
import { confirmTwoStep } from '../api/confirm-two-step';
import { startTwoStep, type TwoStepStart } from '../api/start-two-step';
import { twoStepPageTexts as texts } from '../texts';

/** The code the app shows: the phone's number keys, and the browser's one-time-code offer. */
const codeInput = { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', required: true } as const;

/**
 * Setting it up: a new secret as a QR code and as text, then the first code from the app, which turns
 * it on. Both calls need the connection (their answers hold secrets, which never wait in the outbox).
 */
export function TwoStepSetup({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const connection = useNeedsConnection();
  const [started, setStarted] = useState<TwoStepStart | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    if (busy || connection.offline) return;
    setBusy(true);
    setFailure(null);
    try {
      setStarted(await startTwoStep());
      setCode('');
    } catch (error) {
      console.warn('Tweestapsverificatie starten mislukt:', error);
      setFailure(failureText(texts.startFailed, error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || connection.offline) return;
    setBusy(true);
    setFailure(null);
    setCodeError(undefined);
    try {
      const { recoveryCodes } = await confirmTwoStep(code);
      onConfirmed(recoveryCodes);
    } catch (error) {
      const fieldError = fieldErrorsOf(error).code;
      if (fieldError) setCodeError(fieldError);
      else setFailure(failureText(texts.confirmFailed, error));
      setBusy(false);
    }
  };

  if (!started) {
    return (
      <>
        <p>{texts.off}</p>
        <ConnectionHint id={connection.hintId} offline={connection.offline} />
        <div className="admin-actions">
          <button
            type="button"
            className="button button-primary"
            aria-disabled={busy || undefined}
            {...connection.buttonProps}
            onClick={() => void start()}
          >
            {busy ? texts.starting : texts.start}
          </button>
        </div>
        <Banner kind="error" message={failure} />
      </>
    );
  }

  return (
    <>
      <section aria-labelledby="two-step-scan">
        <h2 id="two-step-scan">{texts.scanTitle}</h2>
        <p>{texts.scan}</p>
        <img className="two-step-qr" src={started.qrDataUrl} alt={texts.qrAlt} width={200} height={200} />
        <InputField
          className="two-step-secret"
          label={texts.secretLabel}
          hint={texts.typeInstead}
          name="secret"
          value={started.secret}
          readOnly
          autoComplete="off"
          spellCheck={false}
        />
      </section>
      <section aria-labelledby="two-step-confirm">
        <h2 id="two-step-confirm">{texts.confirmTitle}</h2>
        <form className="admin-form" noValidate onSubmit={(event) => void confirm(event)}>
          <InputField
            label={texts.code}
            name="code"
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
            {...codeInput}
          />
          <ConnectionHint id={connection.hintId} offline={connection.offline} />
          <div className="admin-actions">
            <button
              type="submit"
              className="button button-primary"
              aria-disabled={busy || undefined}
              {...connection.buttonProps}
            >
              {busy ? texts.confirming : texts.confirm}
            </button>
          </div>
          <Banner kind="error" message={failure} />
        </form>
      </section>
    </>
  );
}
