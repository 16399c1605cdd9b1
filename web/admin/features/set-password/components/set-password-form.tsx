import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { InputField } from '../../../../components/form-field';
import type { LinkFormProps } from '../../../components/link-page';
import { SubmitRow } from '../../../components/submit-row';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/failure-text';
import { newPasswordInput, passwordPairErrors } from '../../../lib/password-pair';
import { useForm } from '../../../lib/use-form';
import { adminPaths } from '../../../../../server/contracts/admin-paths';
import { textFields } from '../../../../../server/contracts/limits';
import { setPasswordPayloadSchema } from '../../../../../server/contracts/session';
import { setPassword } from '../api/set-password';
import { setPasswordTexts as texts } from '../texts';

const fields = ['password', 'confirmation'] as const;
const pairErrors = ({ password, confirmation }: Record<(typeof fields)[number], string>) =>
  passwordPairErrors(setPasswordPayloadSchema.shape.password, password, confirmation);
const passwordInput = { ...newPasswordInput, required: true, maxLength: textFields.newPassword.max };

type Props = LinkFormProps & {
  /** The administrator's address: shown as the username, so a password manager keeps the pair. */
  email: string;
};

/** The username (read only), 'Nieuw wachtwoord', 'Bevestig wachtwoord' and 'Wachtwoord instellen'. */
export function SetPasswordForm({ code, email, onDone, onRefused }: Props) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a refused submit, the first field to fix gets the focus (its message is read with it).
  const form = useForm(
    { password: '', confirmation: '' },
    { fields, check: pairErrors, onChange: () => setFailure(null) },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await setPassword({ code, password: form.values.password });
      // A reset signs no one in: the login says it worked, and Back does not lead to the spent link.
      if ('token' in answer) onDone(answer.token);
      else navigate(adminPaths.login, { replace: true, state: { notice: answer.message } });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 404 && error.fromServer) {
        onRefused(error.message);
        return;
      }
      form.showServer(error);
      if (fieldErrorsOf(error)['password']) return;
      // The server's own sentence (a wait after too many tries), or the client's for no connection.
      setFailure(error instanceof ApiError ? error.message : texts.failed);
    }
  };

  return (
    <form ref={form.formRef} className="admin-form set-password-form" noValidate onSubmit={submit}>
      <InputField
        label={texts.username}
        hint={texts.usernameHint}
        name="username"
        type="email"
        autoComplete="username"
        readOnly
        value={email}
      />
      <InputField label={texts.password} hint={texts.passwordHint} {...passwordInput} {...form.text('password')} />
      <InputField label={texts.confirmPassword} {...passwordInput} {...form.text('confirmation')} />
      <SubmitRow failure={failure} busy={busy} texts={texts} />
    </form>
  );
}
