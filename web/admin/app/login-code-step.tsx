import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiPaths } from '../../../server/contracts/api-paths';
import { twoStepTexts } from '../../../server/contracts/two-step';
import { InputField } from '../../components/form-field';
import { ApiError, apiPost } from '../../lib/api-client';
import { SubmitRow } from '../components/submit-row';
import { loginErrorText } from './login-error';
import { adminTexts } from './texts';

const texts = adminTexts.loginCode;

/** The code from the app: digits only, filled in by the phone's keyboard or the browser's one-time-code offer. */
const appCodeInput = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9 ]*',
  maxLength: 7,
  required: true,
} as const;
const recoveryCodeInput = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, required: true } as const;

type LoginCodeStepProps = {
  challenge: string;
  onSignedIn: (token: string) => void;
  /** Back to the password: the challenge expired (5 minutes), or the admin chose to start over. */
  onRestart: (message: string | null) => void;
};

/**
 * The second step of the login (two-step verification): the code the authenticator app shows, or one of
 * the recovery codes. An expired challenge sends the admin back to the password with the server's words.
 */
export function LoginCodeStep({ challenge, onSignedIn, onRestart }: LoginCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The field the admin came for: the password form has just gone, or the other kind of code was chosen.
  useEffect(() => field.current?.focus(), [recovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token } = await apiPost<{ token: string }>(apiPaths.loginCode, { challenge, code: code.trim() });
      onSignedIn(token);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.message === twoStepTexts.expired) onRestart(failure.message);
      else setError(loginErrorText(failure));
    }
  };

  const toggle = () => {
    setRecovery(!recovery);
    setCode('');
    setError(null);
  };

  return (
    <form className="admin-login-form" onSubmit={submit}>
      <h1>{texts.heading}</h1>
      <p>{recovery ? texts.recoveryIntro : texts.intro}</p>
      <InputField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? texts.recoveryCode : texts.code}
        name={recovery ? 'recoveryCode' : 'code'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        ref={field}
        {...(recovery ? recoveryCodeInput : appCodeInput)}
      />
      <SubmitRow failure={error} busy={busy} texts={texts} />
      <p className="admin-login-links">
        <button type="button" className="admin-link-button" onClick={toggle}>
          {recovery ? texts.useApp : texts.useRecovery}
        </button>
        <button type="button" className="admin-link-button" onClick={() => onRestart(null)}>
          {texts.back}
        </button>
      </p>
    </form>
  );
}
