import { useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { textFields } from '../../../../../server/contracts/limits';
import { setupPasswordField, setupPayloadSchema } from '../../../../../server/contracts/setup';
import { fieldIn, schemaErrors, useFieldErrors, type FieldErrors } from '../../../lib/use-field-errors';
import { completeSetup } from '../api/complete-setup';
import { setupTexts as texts } from '../texts';

type Values = { clubName: string; firstName: string; lastName: string; email: string; password: string };
const fields = ['clubName', 'firstName', 'lastName', 'email', 'password', 'confirmation'] as const;
type Field = (typeof fields)[number];

/** The contract's checks, the same as the server's, and the repeated password must match. */
function formErrors({ code, confirmation, ...values }: Values & { code: string; confirmation: string }) {
  const errors: FieldErrors<Field> = schemaErrors(setupPayloadSchema, { code, ...values }, fieldIn(fields));
  if (confirmation !== values.password) errors.confirmation = texts.mismatch;
  return errors;
}

type Props = {
  code: string;
  initialClubName: string;
  /** The server answered a token: the club and its admin exist. */
  onDone: (token: string) => void;
  /** The server refused the link itself (used, or an admin exists by now). */
  onRefused: (message: string) => void;
};

/** Clubnaam, the first admin's name, e-mail and password (twice), and 'Club aanmaken'. */
export function SetupForm({ code, initialClubName, onDone, onRefused }: Props) {
  const [values, setValues] = useState<Values>({
    clubName: initialClubName,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [confirmation, setConfirmation] = useState('');
  // After a refused submit, the first field to fix gets the focus (its message is read with it).
  const fieldErrors = useFieldErrors({ fields, check: formErrors });
  const { errors } = fieldErrors;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fieldErrors.validate({ code, confirmation, ...values })) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone((await completeSetup({ code, ...values })).token);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && (error.status === 403 || error.status === 409) && error.fromServer) {
        onRefused(error.message);
        return;
      }
      if (error instanceof ApiError && error.errors) fieldErrors.showServer(error);
      // The server's own sentence, or the client's for no connection.
      setFailure(error instanceof ApiError ? error.message : texts.failed);
    }
  };

  const field = (name: Field) => ({ name, error: errors[name], required: true });
  return (
    <form ref={fieldErrors.formRef} className="admin-form setup-form" noValidate onSubmit={submit}>
      <InputField
        {...field('clubName')}
        label={texts.clubName}
        hint={texts.clubNameHint}
        autoComplete="organization"
        maxLength={textFields.clubName.max}
        value={values.clubName}
        onChange={change('clubName')}
      />
      <fieldset className="setup-admin">
        <legend>{texts.adminLegend}</legend>
        <InputField
          {...field('firstName')}
          label={texts.firstName}
          autoComplete="given-name"
          maxLength={textFields.firstName.max}
          value={values.firstName}
          onChange={change('firstName')}
        />
        <InputField
          {...field('lastName')}
          label={texts.lastName}
          autoComplete="family-name"
          maxLength={textFields.lastName.max}
          value={values.lastName}
          onChange={change('lastName')}
        />
        <InputField
          {...field('email')}
          label={texts.email}
          hint={texts.emailHint}
          type="email"
          autoComplete="username"
          maxLength={textFields.email.max}
          value={values.email}
          onChange={change('email')}
        />
        <InputField
          {...field('password')}
          label={texts.password}
          hint={texts.passwordHint}
          type="password"
          autoComplete="new-password"
          maxLength={setupPasswordField.max}
          value={values.password}
          onChange={change('password')}
        />
        <InputField
          {...field('confirmation')}
          label={texts.confirmPassword}
          type="password"
          autoComplete="new-password"
          maxLength={setupPasswordField.max}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setFailure(null);
          }}
        />
      </fieldset>
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
