import { walkAdminTexts } from './texts';
import type { AddressKey, WalkFormErrors } from './walk-form-values';

const texts = walkAdminTexts.edit;

/** Names for the parts of a walk that have no message place of their own, so the admin knows what is meant. */
const labels: Record<string, string> = {
  intro: texts.intro,
  description: texts.description,
  report: texts.report,
  location: texts.address,
  own: texts.own,
  euraudax: texts.euraudax,
};

/** The server's messages for no field of the form, as sentences for the failure message (SPEC §8): none is dropped. */
export function restSentences(rest: readonly [string, string][]): string[] {
  return rest.map(([key, message]) => (key === '_' ? message : `${labels[key] ?? key}: ${message}`));
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
