import { useState, type ChangeEvent } from 'react';
import { useFieldErrors, type FieldErrors, type FieldErrorsOptions } from './use-field-errors';

type FormOptions<V, F extends string> = FieldErrorsOptions<V, F> & {
  /** After the admin changed a field (a failure's sentence that no longer applies goes). */
  onChange?: () => void;
};

/**
 * A form of text fields: their values, and their messages by useFieldErrors (the form's own checks on
 * save, the server's at their fields, the focus on the first). `text(name)` gives an input its props.
 */
export function useForm<V extends Record<string, string>, F extends string>(initial: V, options: FormOptions<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const fieldErrors = useFieldErrors(options);

  /** Props for a text input: its name, value, change and message. */
  const text = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: (fieldErrors.errors as FieldErrors)[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      options.onChange?.();
    },
  });

  return {
    ...fieldErrors,
    values,
    setValues,
    text,
    /** On save: the form's checks over its values; true when there is no message. */
    validate: (settings?: { focus?: boolean }) => fieldErrors.validate(values, settings),
  };
}
