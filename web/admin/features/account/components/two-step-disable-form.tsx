import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { Banner } from '../../../components/timed-message';
import { failureText, fieldErrorsOf } from '../../../lib/failure-text';
import { disableTwoStep } from '../api/disable-two-step';
import { twoStepPageTexts as texts } from '../texts';

type Errors = { password?: string | undefined; code?: string | undefined };

/** 'Uitzetten': the password and a code from the app or a recovery code; needs the connection. */
export function TwoStepDisableForm({ onDisabled }: { onDisabled: (message: string) => void }) {
  const connection = useNeedsConnection();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || connection.offline) return;
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const { message } = await disableTwoStep(password, code);
      onDisabled(message);
    } catch (error) {
      const { password: passwordError, code: codeError } = fieldErrorsOf(error);
      if (passwordError || codeError) setErrors({ password: passwordError, code: codeError });
      else setFailure(failureText(texts.disableFailed, error));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="two-step-disable">
      <h2 id="two-step-disable">{texts.disableTitle}</h2>
      <p className="admin-hint">{texts.disableHint}</p>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <InputField
          label={texts.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <InputField
          label={texts.disableCode}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          error={errors.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <ConnectionHint id={connection.hintId} offline={connection.offline} />
        <div className="admin-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined} {...connection.buttonProps}>
            {busy ? texts.disabling : texts.disable}
          </button>
        </div>
        <Banner kind="error" message={failure} />
      </form>
    </section>
  );
}
