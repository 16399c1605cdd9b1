import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import type { LinkFormProps } from '../../../components/link-page';
import { SubmitRow } from '../../../components/submit-row';
import { ApiError } from '../../../../lib/api-client';
import { textFields } from '../../../../../server/contracts/limits';
import { setupPasswordField, setupPayloadSchema } from '../../../../../server/contracts/setup';
import { newPasswordInput } from '../../../lib/password-pair';
import { fieldIn, schemaErrors, type FieldErrors } from '../../../lib/use-field-errors';
import { useForm } from '../../../lib/use-form';
import { completeSetup } from '../api/complete-setup';
import { setupTexts as texts } from '../texts';

const fields = ['clubName', 'firstName', 'lastName', 'email', 'password', 'confirmation'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

/** Each field as long as the server takes it. */
const maxLengths: Record<Field, number> = {
  clubName: textFields.clubName.max,
  firstName: textFields.firstName.max,
  lastName: textFields.lastName.max,
  email: textFields.email.max,
  password: setupPasswordField.max,
  confirmation: setupPasswordField.max,
};

/** The contract's checks, the same as the server's, and the repeated password must match. */
function formErrors(code: string, { confirmation, ...values }: Values) {
  const errors: FieldErrors<Field> = schemaErrors(setupPayloadSchema, { code, ...values }, fieldIn(fields));
  if (confirmation !== values.password) errors.confirmation = texts.mismatch;
  return errors;
}

type Props = LinkFormProps & { initialClubName: string };

/** Clubnaam, the first admin's name, e-mail and password (twice), and 'Club aanmaken'. */
export function SetupForm({ code, initialClubName, onDone, onRefused }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a refused submit, the first field to fix gets the focus (its message is read with it).
  const form = useForm<Values, Field>(
    { clubName: initialClubName, firstName: '', lastName: '', email: '', password: '', confirmation: '' },
    { fields, check: (values) => formErrors(code, values), onChange: () => setFailure(null) },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setFailure(null);
    const { confirmation: _repeated, ...values } = form.values;
    try {
      onDone((await completeSetup({ code, ...values })).token);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && (error.status === 403 || error.status === 409) && error.fromServer) {
        onRefused(error.message);
        return;
      }
      if (error instanceof ApiError && error.errors) form.showServer(error);
      // The server's own sentence, or the client's for no connection.
      setFailure(error instanceof ApiError ? error.message : texts.failed);
    }
  };

  const field = (name: Field) => ({ ...form.text(name), required: true, maxLength: maxLengths[name] });
  return (
    <form ref={form.formRef} className="admin-form setup-form" noValidate onSubmit={submit}>
      <InputField label={texts.clubName} hint={texts.clubNameHint} autoComplete="organization" {...field('clubName')} />
      <fieldset className="setup-admin">
        <legend>{texts.adminLegend}</legend>
        <InputField label={texts.firstName} autoComplete="given-name" {...field('firstName')} />
        <InputField label={texts.lastName} autoComplete="family-name" {...field('lastName')} />
        <InputField
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="username"
          {...field('email')}
        />
        <InputField label={texts.password} hint={texts.passwordHint} {...newPasswordInput} {...field('password')} />
        <InputField label={texts.confirmPassword} {...newPasswordInput} {...field('confirmation')} />
      </fieldset>
      <SubmitRow failure={failure} busy={busy} texts={texts} />
    </form>
  );
}
