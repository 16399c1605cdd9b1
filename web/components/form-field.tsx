import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import './form-field.css';

type FieldProps = {
  label: string;
  /** The message shown under the field; also marks the control as invalid. */
  error?: string | undefined;
  /** A short help text under the label. */
  hint?: string | undefined;
};

type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A label, the control, a hint and an error message, linked for screen readers.
 * A required field carries a visible '*' (hidden from screen readers, which announce the
 * control's own `required` state instead); forms with `noValidate` keep the browser quiet.
 */
function Field({
  id: givenId,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldProps & {
  id: string | undefined;
  required: boolean | undefined;
  className: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label className="form-field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="form-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="form-field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type OwnProps = FieldProps & {
  id?: string | undefined;
  className?: string | undefined;
  required?: boolean | undefined;
};

/** The field's own props apart from the control's; the control keeps `required` too. */
function fieldProps<P extends OwnProps>({ label, error, hint, id, className, required, ...control }: P) {
  return [
    { label, error, hint, id, className, required },
    { required, ...control },
  ] as const;
}

export function InputField(props: FieldProps & ComponentPropsWithRef<'input'>) {
  const [field, input] = fieldProps(props);
  return <Field {...field}>{(control) => <input className="form-field-control" {...input} {...control} />}</Field>;
}

export function TextAreaField(props: FieldProps & ComponentPropsWithRef<'textarea'>) {
  const [field, textarea] = fieldProps(props);
  return (
    <Field {...field}>{(control) => <textarea className="form-field-control" {...textarea} {...control} />}</Field>
  );
}

type SelectFieldProps = FieldProps &
  ComponentPropsWithRef<'select'> & {
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ options, ...props }: SelectFieldProps) {
  const [field, { required, ...select }] = fieldProps(props);
  // HTML allows `required` on a select only when its first option is an empty placeholder: one that
  // always holds a value (gender, default X) says it is required to assistive technology instead.
  const placeholderFirst = options[0]?.value === '';
  return (
    <Field {...field}>
      {(control) => (
        <select
          className="form-field-control"
          required={required && placeholderFirst}
          aria-required={required && !placeholderFirst ? true : undefined}
          {...select}
          {...control}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The outcome of a submission: a polite status for success, an alert for a failure. */
export function FormMessage({ success, error }: { success?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {/* Present from the start, so screen readers announce the text when it appears. */}
      <div role="status">{success && <p className="alert alert-success">{success}</p>}</div>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A public form's send button, and under it the outcome of the last submission. */
export function SubmitFooter({
  className,
  outcome,
  texts,
}: {
  /** The row of the button, in the form's own style. */
  className: string;
  outcome: SubmitOutcome;
  texts: { submit: string; sending: string; sent: string };
}) {
  const sending = outcome.kind === 'sending';
  return (
    <>
      <div className={className}>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
      <FormMessage
        success={outcome.kind === 'sent' ? texts.sent : undefined}
        error={outcome.kind === 'failed' ? outcome.message : undefined}
      />
    </>
  );
}

/** SPEC §8: the server's text when it sent one, else the form's fallback; a network failure has its own text. */
export function submitErrorText(error: unknown, texts: { failed: string; network: string }): string {
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.status === 0) return texts.network;
  // An answer without the server's own sentence (e.g. a proxy's HTML page) gets the form's fallback.
  return error.fromServer && error.message ? error.message : texts.failed;
}

/** Where a form is: filling in, sending, sent, or failed with the text to show. */
export type SubmitOutcome =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Puts focus on the first field, in the form's order, that has an error message. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  fieldOrder: readonly string[],
  errors: Partial<Record<string, string>>,
): void {
  const first = fieldOrder.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
