import type { SettingsErrors, SettingsFormValues } from '../settings-form-values';

/** The parts of the form whose fields are plain text. */
export type TextSection = 'club' | 'contact' | 'membership' | 'retention';

/** What a section of the form gets: its values, the form's messages, and a change of one field. */
export type SectionProps<S extends TextSection> = {
  values: SettingsFormValues[S];
  errors: SettingsErrors;
  onChange: (key: keyof SettingsFormValues[S] & string, value: string) => void;
};

/** The props every text input of a section shares: its name ('club.name'), value, message and change. */
export function inputProps<S extends TextSection>(
  section: S,
  { values, errors, onChange }: SectionProps<S>,
  key: keyof SettingsFormValues[S] & string,
) {
  const name = `${section}.${key}`;
  return {
    name,
    value: String(values[key]),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
  };
}
