import { InputField } from '../../../../components/form-field';
import { clubSettingsTexts } from '../texts';
import { inputProps, type SectionProps } from './section-props';

const texts = clubSettingsTexts.retention;
/** Whole months, 1 to 120 as the contract allows; the form checks them with the contract's message. */
const months = { type: 'number', inputMode: 'numeric', min: 1, max: 120, step: 1, required: true } as const;

/** Bewaartermijnen: how long handled applications and contact messages are kept (the admin's only, never public). */
export function RetentionSection(props: SectionProps<'retention'>) {
  const field = (key: keyof SectionProps<'retention'>['values']) => inputProps('retention', props, key);
  return (
    <>
      <h2>{clubSettingsTexts.sections.retention}</h2>
      <p className="admin-hint">{texts.intro}</p>
      <div className="admin-form-grid">
        <InputField
          label={texts.applicationMonths}
          hint={texts.applicationMonthsHint}
          {...months}
          {...field('applicationMonths')}
        />
        <InputField
          label={texts.messageMonths}
          hint={texts.messageMonthsHint}
          {...months}
          {...field('messageMonths')}
        />
      </div>
    </>
  );
}
