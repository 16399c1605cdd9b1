import { InputField } from '../../../../components/form-field';
import { textFields } from '../../../../../server/contracts/limits';
import { clubSettingsTexts } from '../texts';
import { inputProps, type SectionProps } from './section-props';

const texts = clubSettingsTexts.contact;
const links = ['facebook', 'instagram', 'strava', 'website'] as const;

/** Contact: how visitors reach the club, shown in the footer and on the contact page. */
export function ContactSection(props: SectionProps<'contact'>) {
  const field = (key: keyof SectionProps<'contact'>['values']) => inputProps('contact', props, key);
  return (
    <>
      <h2>{clubSettingsTexts.sections.contact}</h2>
      <InputField label={texts.address} maxLength={textFields.contactAddress.max} {...field('address')} />
      <div className="admin-form-grid">
        <InputField
          label={texts.email}
          type="email"
          autoComplete="off"
          maxLength={textFields.email.max}
          {...field('email')}
        />
        <InputField label={texts.phone} type="tel" maxLength={textFields.phoneNumber.max} {...field('phone')} />
      </div>
      <p className="admin-hint">{texts.linkHint}</p>
      <div className="admin-form-grid">
        {links.map((key) => (
          <InputField
            key={key}
            label={texts[key]}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={textFields.socialLink.max}
            {...field(key)}
          />
        ))}
      </div>
    </>
  );
}
