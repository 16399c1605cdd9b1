import { InputField } from '../../../../components/form-field';
import { textFields } from '../../../../../server/contracts/limits';
import { clubSettingsTexts } from '../texts';
import { inputProps, type SectionProps } from './section-props';

const texts = clubSettingsTexts.membership;
/** An IBAN or BIC: capitals, and no spelling check on a code. */
const bankCode = { autoCapitalize: 'characters', spellCheck: false } as const;

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
        <InputField label={texts.iban} maxLength={textFields.iban.max} {...bankCode} {...field('iban')} />
        <InputField label={texts.bic} maxLength={textFields.bic.max} {...bankCode} {...field('bic')} />
      </div>
    </>
  );
}
