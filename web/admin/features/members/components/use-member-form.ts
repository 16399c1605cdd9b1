import { useState, type ChangeEvent } from 'react';
import {
  validateMember,
  type MemberFieldName,
  type MemberFormErrors,
  type MemberFormValues,
} from '../member-form-schema';

type TextField = { [K in MemberFieldName]: MemberFormValues[K] extends string ? K : never }[MemberFieldName];
type FlagField = { [K in MemberFieldName]: MemberFormValues[K] extends boolean ? K : never }[MemberFieldName];
type FormState = { values: MemberFormValues; errors: MemberFormErrors };

/** One field's message after a change: kept current once shown, so it goes away as soon as the input is right. */
function withFieldError(errors: MemberFormErrors, name: MemberFieldName, values: MemberFormValues): MemberFormErrors {
  const message = validateMember(values)[name];
  const { [name]: _old, ...rest } = errors;
  return message ? { ...rest, [name]: message } : rest;
}

/** The modal's values and messages (SPEC §5: checked on blur and on save). */
export function useMemberForm(initial: MemberFormValues) {
  // Values and messages in one state, always changed from the current state: a callback made before
  // a slow step (the photo field's, across its upload) must not put back the values of that moment.
  const [state, setState] = useState<FormState>({ values: initial, errors: {} });
  const { values, errors } = state;

  const set = <K extends MemberFieldName>(name: K, value: MemberFormValues[K]) =>
    setState((current) => {
      const next = { ...current.values, [name]: value };
      return {
        values: next,
        errors: current.errors[name] ? withFieldError(current.errors, name, next) : current.errors,
      };
    });

  const setErrors = (next: MemberFormErrors) => setState((current) => ({ ...current, errors: next }));

  /** Props for a text input or select: value, change, blur check and its message. */
  const text = (name: TextField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(name, event.target.value),
    onBlur: () => setState((current) => ({ ...current, errors: withFieldError(current.errors, name, current.values) })),
  });

  /** Props for a checkbox. */
  const flag = (name: FlagField) => ({
    name,
    checked: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked),
  });

  return { values, errors, setErrors, set, text, flag };
}

export type MemberForm = ReturnType<typeof useMemberForm>;
