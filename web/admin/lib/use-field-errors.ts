import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { photobookErrorText } from '../components/photobook-editor';
import { fieldErrorsOf } from './failure-text';

/** A message per field that has one. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** The first message per field of a contract's issues, the path joined ("club.name", "address.city"). */
export function issueErrors<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (key: string) => F | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The contract's messages over what the form would send; none when it passes. */
export function schemaErrors<F extends string>(
  schema: z.ZodType,
  input: unknown,
  fieldOf: (key: string) => F | undefined,
): FieldErrors<F> {
  return issueErrors(schema.safeParse(input).error?.issues ?? [], fieldOf);
}

/** A key as the field it is, when the form has that field. */
export const fieldIn =
  <F extends string>(fields: readonly F[]) =>
  (key: string): F | undefined =>
    fields.find((field) => field === key);

const isPhotobookKey = (key: string) => key === 'photobook' || key.startsWith('photobook.');

export type FieldErrorsOptions<V, F extends string> = {
  /** Every field that shows a message, in the form's order, each named as its control: the first with a message takes the focus. */
  fields: readonly F[];
  /** SPEC §5: the checks the form makes itself, by the contract's schema (schemaErrors); none when only the server checks. */
  check?: (values: V) => FieldErrors<F>;
  /**
   * Where a key of the server's answer shows: its field, or none (then it is one of the rest). By
   * default the key itself, else its first part ("contentHtml.0" → contentHtml); a photobook's keys
   * ("photobook.2") become one message at 'photobook', as the photobook editor shows it.
   */
  fieldOf?: (key: string) => F | undefined;
  /** Brings a field into view (its tab) before it takes the focus; the focus waits until it is shown. */
  reveal?: (field: F) => void;
};

/**
 * The field messages of a form: its own checks on save (and per field on blur), the server's messages
 * of a refused save at their fields, and the focus on the first field with a message once it shows.
 */
export function useFieldErrors<V, F extends string>(options: FieldErrorsOptions<V, F>) {
  const { fields, check, reveal } = options;
  const fieldOf = options.fieldOf ?? ((key: string) => fieldIn(fields)(key) ?? fieldIn(fields)(key.split('.')[0]!));
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // The field to focus once the messages are on screen (and its tab, if any, is shown).
  const focusRequest = useRef<F | null>(null);

  // After every render, not once: a field in a tab that is still closed waits until the tab shows.
  useEffect(() => {
    const field = focusRequest.current;
    if (!field) return;
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement && control.closest('[hidden]')) return;
    focusRequest.current = null;
    if (control instanceof HTMLElement) control.focus();
  });

  /** Shows these messages in place of the others; the first field with one takes the focus, if it has a control. */
  const show = (found: FieldErrors<F>, { focus = true } = {}) => {
    setErrors(found);
    const first = focus ? fields.find((field) => found[field]) : undefined;
    focusRequest.current = first ?? null;
    if (first) reveal?.(first);
  };

  const messageOf = (field: F, values: V) => check?.(values)[field];
  const withMessage = (current: FieldErrors<F>, field: F, message: string | undefined) => {
    if (current[field] === message) return current;
    const { [field]: _old, ...rest } = current;
    return (message ? { ...rest, [field]: message } : rest) as FieldErrors<F>;
  };

  return {
    errors,
    /** For the form element: the focus looks for the fields in it by name. */
    formRef,
    show,
    /** On save: every message of the form's checks. True when there are none; else the first field takes the focus. */
    validate: (values: V, { focus = true } = {}) => {
      const found = check?.(values) ?? {};
      show(found, { focus });
      return Object.keys(found).length === 0;
    },
    /** On blur: this field's message as the values are now. */
    checkField: (field: F, values: V) => setErrors((current) => withMessage(current, field, messageOf(field, values))),
    /** As the admin types: a message shown is checked again, so it goes once the field is right (a server's goes at once). */
    recheck: (field: F, values: V) =>
      setErrors((current) => (current[field] ? withMessage(current, field, messageOf(field, values)) : current)),
    /** The admin changed these fields: their messages may no longer apply. */
    clear: (...changed: F[]) =>
      setErrors((current) => changed.reduce((next, field) => withMessage(next, field, undefined), current)),
    /**
     * A refused save (SPEC §8): the server's messages at their fields, the first of them focused; the
     * messages of no field of the form come back as [key, message], for the failure's sentence.
     */
    showServer: (error: unknown, { focus = true } = {}): [string, string][] => {
      const answered = fieldErrorsOf(error);
      const found: FieldErrors<F> = {};
      const rest: [string, string][] = [];
      const photobook = fieldIn(fields)('photobook');
      for (const [key, message] of Object.entries(answered)) {
        const field = photobook && isPhotobookKey(key) ? photobook : fieldOf(key);
        if (!field) rest.push([key, message]);
        // A message about the field itself comes before one about a part of it.
        else if (field !== photobook) found[field] = key === field ? message : (found[field] ?? message);
      }
      const photos = photobook && photobookErrorText(answered);
      if (photobook && photos) found[photobook] = photos;
      show(found, { focus });
      return rest;
    },
  };
}
