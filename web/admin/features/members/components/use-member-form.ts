import { useState, type ChangeEvent } from 'react';
import { useFieldErrors } from '../../../lib/use-field-errors';
import {
  memberFieldOf,
  memberFieldOrder,
  validateMember,
  type MemberFieldName,
  type MemberFormValues,
} from '../member-form-schema';

type TextField = { [K in MemberFieldName]: MemberFormValues[K] extends string ? K : never }[MemberFieldName];
type FlagField = { [K in MemberFieldName]: MemberFormValues[K] extends boolean ? K : never }[MemberFieldName];

/** The modal's values and messages (SPEC §5: checked on blur and on save). */
export function useMemberForm(initial: MemberFormValues) {
  const [values, setValues] = useState<MemberFormValues>(initial);
  const fieldErrors = useFieldErrors({ fields: memberFieldOrder, check: validateMember, fieldOf: memberFieldOf });
  const { errors } = fieldErrors;

  /** Merged into the current values: the photo field's callback dates from before its upload. A message shown is kept current. */
  const set = <K extends MemberFieldName>(name: K, value: MemberFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    fieldErrors.recheck(name, { ...values, [name]: value });
  };

  /** Props for a text input or select: value, change, blur check and its message. */
  const text = (name: TextField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      set(name, event.target.value),
    onBlur: () => fieldErrors.checkField(name, values),
  });

  /** Props for a checkbox. */
  const flag = (name: FlagField) => ({
    name,
    checked: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked),
  });

  return { values, errors, fieldErrors, set, text, flag };
}

export type MemberForm = ReturnType<typeof useMemberForm>;
