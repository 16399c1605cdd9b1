import { useEffect, useRef, useState, type FormEvent } from 'react';
import { InputField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { textFields } from '../../../../../server/contracts/limits';
import { setupPasswordField, setupPayloadSchema } from '../../../../../server/contracts/setup';
import { completeSetup } from '../api/complete-setup';
import { setupTexts as texts } from '../texts';

type Values = { clubName: string; firstName: string; lastName: string; email: string; password: string };
type Field = keyof Values | 'confirmation';
type Errors = Partial<Record<Field, string>>;

/** The contract's checks, the same as the server's, and the repeated password must match. */
function formErrors(code: string, values: Values, confirmation: string): Errors {
  const errors: Errors = {};
  for (const issue of setupPayloadSchema.safeParse({ code, ...values }).error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values) errors[field as keyof Values] ??= issue.message;
  }
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
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field to fix gets the focus (its message is read with it).
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(code, values, confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
      if (error instanceof ApiError && error.errors) setErrors(error.errors as Errors);
      // The server's own sentence, or the client's for no connection.
      setFailure(error instanceof ApiError ? error.message : texts.failed);
    }
  };

  const field = (name: Field) => ({ name, error: errors[name], required: true });
  return (
    <form ref={form} className="admin-form setup-form" noValidate onSubmit={submit}>
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
