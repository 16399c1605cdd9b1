import { useEffect, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { textFields } from '../../../../server/contracts/limits';
import {
  focusFirstInvalid,
  InputField,
  SelectField,
  SubmitFooter,
  TextAreaField,
  submitErrorText,
  type SubmitOutcome,
} from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { getCaptchaToken, preloadCaptcha } from '../../../lib/captcha';
import { sendMemberApplication } from '../api/send-member-application';
import { membershipTexts as texts } from '../texts';
import {
  applicationFields,
  defaultApplicationValues,
  localToday,
  toApplication,
  toApplicationErrors,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './application-values';
import { PrivacyNote } from '../../../components/club-contact/privacy-statement';
import './membership.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TextFieldName = Exclude<ApplicationField, 'dateOfBirth' | 'gender' | 'remarks'>;
type Unprefixed<F extends string> = F extends `address.${infer Part}` ? Part : F;
type TextFieldProps = Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'required' | 'className'>;

/**
 * SPEC §2 "Membership", §5: the browser checks the required fields with its own messages
 * (no noValidate here); the server's field messages are shown at their fields.
 */
export function MembershipForm() {
  const [values, setValues] = useState<ApplicationValues>(defaultApplicationValues);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' });
  const sending = outcome.kind === 'sending';

  useEffect(preloadCaptcha, []);

  const bind = (field: ApplicationField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<FieldElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  /** A one-line text field: its label and its size go by its name ("address.city" is the city's). */
  const text = (field: TextFieldName, { required, className, ...input }: TextFieldProps) => {
    const name = field.replace('address.', '') as Unprefixed<TextFieldName>;
    return (
      <InputField
        label={texts[name]}
        required={required}
        className={className}
        {...input}
        maxLength={textFields[name].max}
        {...bind(field)}
      />
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      const recaptchaToken = await getCaptchaToken('become_member');
      await sendMemberApplication(toApplication(values, recaptchaToken));
      setValues(defaultApplicationValues);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const found = error instanceof ApiError && error.errors ? toApplicationErrors(error.errors) : {};
      setErrors(found);
      setOutcome({ kind: 'failed', message: submitErrorText(error, texts) });
      focusFirstInvalid(form, applicationFields, found);
    }
  }

  return (
    <form className="membership-form" onSubmit={submit}>
      <p className="membership-required-note">{texts.requiredNote}</p>
      <fieldset className="membership-fieldset">
        <legend>{texts.aboutYou}</legend>
        <div className="membership-grid">
          {text('firstName', { required: true, autoComplete: 'given-name' })}
          {text('lastName', { required: true, autoComplete: 'family-name' })}
          {text('email', { required: true, type: 'email', autoComplete: 'email' })}
          <InputField
            label={texts.dateOfBirth}
            required
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={localToday()}
            {...bind('dateOfBirth')}
          />
          <SelectField label={texts.gender} required options={texts.genders} autoComplete="sex" {...bind('gender')} />
          {text('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
        </div>
      </fieldset>
      <fieldset className="membership-fieldset">
        <legend>{texts.address}</legend>
        <div className="membership-grid">
          {text('address.street', { required: true, className: 'membership-wide' })}
          {text('address.houseNumber', { required: true })}
          {text('address.busNumber', {})}
          {text('address.postalCode', { required: true, autoComplete: 'postal-code' })}
          {text('address.city', { required: true, autoComplete: 'address-level2' })}
          {text('address.country', { required: true, autoComplete: 'country-name' })}
        </div>
      </fieldset>
      <TextAreaField label={texts.remarks} rows={4} maxLength={textFields.remarks.max} {...bind('remarks')} />
      <PrivacyNote />
      <SubmitFooter className="membership-actions" outcome={outcome} texts={texts} />
    </form>
  );
}
