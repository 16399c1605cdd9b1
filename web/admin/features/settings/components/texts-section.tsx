import { useEffect, useState } from 'react';
import { settingsTextKeys, type SettingsTextKey } from '../../../../../server/contracts/settings';
import { RichTextField } from '../../../editor/rich-text-field';
import type { SettingsErrors } from '../settings-form-values';
import { clubSettingsTexts } from '../texts';

const texts = clubSettingsTexts.texts;

type TextsSectionProps = {
  values: Record<SettingsTextKey, string>;
  errors: SettingsErrors;
  onChange: (key: SettingsTextKey, html: string) => void;
};

/**
 * Teksten: each text folded in its own disclosure, its editor made only once it is opened, so the
 * tab does not start nine editors at once. A text with a message opens by itself.
 */
export function TextsSection({ values, errors, onChange }: TextsSectionProps) {
  const [open, setOpen] = useState<ReadonlySet<SettingsTextKey>>(new Set());
  useEffect(() => {
    const withError = settingsTextKeys.filter((key) => errors[`texts.${key}`]);
    if (withError.length > 0) setOpen((current) => new Set([...current, ...withError]));
  }, [errors]);

  const toggle = (key: SettingsTextKey, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(key) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <>
      <h2>{clubSettingsTexts.sections.texts}</h2>
      <p className="admin-hint">{clubSettingsTexts.textsIntro}</p>
      {settingsTextKeys.map((key) => (
        <details
          key={key}
          className="settings-text"
          open={open.has(key)}
          onToggle={(event) => toggle(key, event.currentTarget.open)}
        >
          <summary>{texts[key]}</summary>
          {open.has(key) && (
            <RichTextField
              id={`settings-text-${key}`}
              label={texts[key]}
              size={key === 'footer' ? 'sm' : 'md'}
              value={values[key]}
              error={errors[`texts.${key}`]}
              onChange={(html) => onChange(key, html)}
            />
          )}
        </details>
      ))}
    </>
  );
}
