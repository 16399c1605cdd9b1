import { photobookErrorText } from '../../components/photobook-editor';
import { walkAdminTexts } from './texts';
import { addressKeys, type AddressKey, type ShownField, type WalkFormErrors } from './walk-form-values';

const texts = walkAdminTexts.edit;

/** Server keys the form shows under a field of its own; the photobook is handled apart ("photobook.2"). */
const fieldKeys: readonly string[] = [
  'name',
  'startDateTime',
  'endTime',
  'countParticipants',
  'distances',
  'banner',
  ...addressKeys.map((key) => `location.${key}` as const),
] satisfies readonly ShownField[];

/** The fields in the form's order, by the name of their control: the first with a message gets focus. */
export const serverCheckedOrder = [
  'name',
  'startDateTime',
  'endTime',
  'countParticipants',
  'distances',
  ...addressKeys.map((key) => `location.${key}`),
] as const;

/** Names for the parts of a walk that have no message place of their own, so the admin knows what is meant. */
const labels: Record<string, string> = {
  intro: texts.intro,
  description: texts.description,
  report: texts.report,
  location: texts.address,
  own: texts.own,
  euraudax: texts.euraudax,
};

/**
 * Every field message of a refused save (SPEC §8): those of a field the form shows go under it,
 * the others come back as sentences for the failure message, so no message is dropped.
 */
export function splitServerErrors(errors: Readonly<Record<string, string>>): {
  fields: WalkFormErrors;
  rest: string[];
} {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (fieldKeys.includes(key)) fields[key] = message;
    else if (key === 'photobook' || key.startsWith('photobook.')) continue;
    else if (key === '_') rest.push(message);
    else rest.push(`${labels[key] ?? key}: ${message}`);
  }
  const photobook = photobookErrorText(errors);
  if (photobook) fields['photobook'] = photobook;
  return { fields: fields as WalkFormErrors, rest };
}

/** The messages left after `keys` changed: a field's message goes once the admin changes that field. */
export function withoutErrors(errors: WalkFormErrors, keys: readonly ShownField[]): WalkFormErrors {
  if (!keys.some((key) => errors[key])) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}

/** The address messages of the form's errors, by part, for the address fieldset. */
export function addressErrors(errors: WalkFormErrors): Partial<Record<AddressKey, string>> {
  const prefix = 'location.';
  return Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [],
    ),
  );
}
