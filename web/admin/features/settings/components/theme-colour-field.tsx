import { useId } from 'react';
import { contrastWarning } from '../../../../../server/contracts/colour';
import { clubSettingsTexts } from '../texts';

const texts = clubSettingsTexts.club;
const hexColour = /^#[0-9a-f]{6}$/i;

type ThemeColourFieldProps = {
  value: string;
  /** The colour stored now: the picker shows it while the typed text is no colour yet. */
  fallback: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * The theme colour as a colour picker and as its hex code, the two kept alike. White text goes on
 * this colour on the site, so a colour it reads badly on gets a warning at once (WCAG AA), tied to
 * both controls; it warns, it does not refuse.
 */
export function ThemeColourField({ value, fallback, error, onChange }: ThemeColourFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const warning = contrastWarning(value);
  const describedBy = [hintId, error ? errorId : '', warning ? warningId : ''].filter(Boolean).join(' ');
  const picked = hexColour.test(value.trim()) ? value.trim().toLowerCase() : fallback;

  return (
    <fieldset className="settings-colour">
      <legend>{texts.themeColor}</legend>
      <p className="form-field-hint" id={hintId}>
        {texts.themeColorHint}
      </p>
      <div className="settings-colour-controls">
        <label className="settings-colour-picker">
          <span className="visually-hidden">{texts.themeColor}</span>
          <input
            type="color"
            value={picked}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
        <div className="form-field">
          <label className="form-field-label" htmlFor={id}>
            {texts.themeColorHex}
          </label>
          <input
            id={id}
            name="club.themeColor"
            className="form-field-control"
            value={value}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p className="form-field-error" id={errorId}>
          {error}
        </p>
      )}
      {/* Always there, so a warning that appears while choosing is announced. */}
      <div aria-live="polite">
        {warning && (
          <p className="settings-colour-warning" id={warningId}>
            {warning}
          </p>
        )}
      </div>
    </fieldset>
  );
}
