import { InputField } from '../../../../components/form-field';
import { textFields } from '../../../../../server/contracts/limits';
import { clubSettingsTexts } from '../texts';
import { inputProps, type SectionProps } from './section-props';

const texts = clubSettingsTexts.membership;

/** Lidmaatschap: the yearly fee and the account it is paid to, shown with the membership form. */
export function MembershipSection(props: SectionProps<'membership'>) {
  const field = (key: keyof SectionProps<'membership'>['values']) => inputProps('membership', props, key);
  return (
    <>
      <h2>{clubSettingsTexts.sections.membership}</h2>
      <div className="admin-form-grid">
        {/* Text, not a number field: a decimal comma ('12,50') is what a Flemish treasurer types. */}
        <InputField
          label={texts.yearlyFee}
          hint={texts.yearlyFeeHint}
          inputMode="decimal"
          maxLength={12}
          {...field('yearlyFee')}
        />
        <InputField label={texts.accountHolder} maxLength={textFields.accountHolder.max} {...field('accountHolder')} />
        <InputField
          label={texts.iban}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={textFields.iban.max}
          {...field('iban')}
        />
        <InputField
          label={texts.bic}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={textFields.bic.max}
          {...field('bic')}
        />
      </div>
    </>
  );
}
