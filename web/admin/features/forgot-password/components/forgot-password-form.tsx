import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { SubmitRow } from '../../../components/submit-row';
import { ApiError } from '../../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/failure-text';
import { fieldIn, schemaErrors } from '../../../lib/use-field-errors';
import { useForm } from '../../../lib/use-form';
import { textFields } from '../../../../../server/contracts/limits';
import { forgotPasswordPayloadSchema } from '../../../../../server/contracts/password-reset';
import { requestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordTexts as texts } from '../texts';

const fields = ['email'] as const;
const formErrors = (values: { email: string }) => schemaErrors(forgotPasswordPayloadSchema, values, fieldIn(fields));

/** 'E-mailadres' and 'Stuur de link'; `onSent` gets the server's sentence. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ email: '' }, { fields, check: formErrors, onChange: () => setFailure(null) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      onSent((await requestPasswordReset({ email: form.values.email })).message);
    } catch (error) {
      setBusy(false);
      form.showServer(error);
      if (fieldErrorsOf(error)['email']) return;
      // The server's own sentence (a wait after too many requests), or the client's for no connection.
      setFailure(error instanceof ApiError ? error.message : texts.failed);
    }
  };

  return (
    <form ref={form.formRef} className="admin-form forgot-password-form" noValidate onSubmit={submit}>
      <InputField
        label={texts.email}
        type="email"
        autoComplete="username"
        required
        maxLength={textFields.email.max}
        {...form.text('email')}
      />
      <SubmitRow failure={failure} busy={busy} texts={texts} />
    </form>
  );
}
