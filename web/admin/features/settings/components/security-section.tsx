import type { SecuritySettings } from '../../../../../server/contracts/settings';
import { clubSettingsTexts } from '../texts';

const texts = clubSettingsTexts.security;

type SecuritySectionProps = { values: SecuritySettings; onChange: (values: SecuritySettings) => void };

/** Beveiliging: whether every administrator must sign in with two-step verification (the admin's only, never public). */
export function SecuritySection({ values, onChange }: SecuritySectionProps) {
  return (
    <>
      <h2>{clubSettingsTexts.sections.security}</h2>
      <p className="admin-hint">{texts.intro}</p>
      <div className="form-field">
        <label className="admin-checkbox">
          <input
            type="checkbox"
            name="security.requireTwoStep"
            aria-describedby="settings-require-two-step-hint"
            checked={values.requireTwoStep}
            onChange={(event) => onChange({ ...values, requireTwoStep: event.target.checked })}
          />
          {texts.requireTwoStep}
        </label>
        <p className="form-field-hint" id="settings-require-two-step-hint">
          {texts.requireTwoStepHint}
        </p>
      </div>
    </>
  );
}
