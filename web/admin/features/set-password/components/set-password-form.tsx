import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/failure-text';
import { passwordPairErrors } from '../../../lib/password-pair';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { textFields } from '../../../../../server/contracts/limits';
import { setPasswordPayloadSchema } from '../../../../../server/contracts/session';
import { setPassword } from '../api/set-password';
import { setPasswordTexts as texts } from '../texts';

const pairErrors = ({ password, confirmation }: { password: string; confirmation: string }) =>
  passwordPairErrors(setPasswordPayloadSchema.shape.password, password, confirmation);

type Props = {
  code: string;
  /** The administrator's address: shown as the username, so a password manager keeps the pair. */
  email: string;
  /** The server answered a token: the password is set and the admin signed in. */
  onDone: (token: string) => void;
  /** The server refused the link itself (used or expired meanwhile). */
  onRefused: (message: string) => void;
};

/** The username (read only), 'Nieuw wachtwoord', 'Bevestig wachtwoord' and 'Wachtwoord instellen'. */
export function SetPasswordForm({ code, email, onDone, onRefused }: Props) {
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // After a refused submit, the first field to fix gets the focus (its message is read with it).
  const fieldErrors = useFieldErrors({ fields: ['password', 'confirmation'], check: pairErrors });
  const { errors } = fieldErrors;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fieldErrors.validate({ password, confirmation })) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone((await setPassword({ code, password })).token);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 404 && error.fromServer) {
        onRefused(error.message);
        return;
      }
      fieldErrors.showServer(error);
      if (fieldErrorsOf(error)['password']) return;
      // The server's own sentence (a wait after too many tries), or the client's for no connection.
      setFailure(error instanceof ApiError ? error.message : texts.failed);
    }
  };

  const changed = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setFailure(null);
  };

  return (
    <form ref={fieldErrors.formRef} className="admin-form set-password-form" noValidate onSubmit={submit}>
      <InputField
        label={texts.username}
        hint={texts.usernameHint}
        name="username"
        type="email"
        autoComplete="username"
        readOnly
        value={email}
      />
      <InputField
        label={texts.password}
        hint={texts.passwordHint}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={textFields.newPassword.max}
        error={errors.password}
        value={password}
        onChange={changed(setPasswordValue)}
      />
      <InputField
        label={texts.confirmPassword}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={textFields.newPassword.max}
        error={errors.confirmation}
        value={confirmation}
        onChange={changed(setConfirmation)}
      />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.busy : texts.submit}
      </button>
    </form>
  );
}
