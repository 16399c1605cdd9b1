import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { textFields } from '../../../../server/contracts/limits';
import {
  focusFirstInvalid,
  FormMessage,
  InputField,
  SelectField,
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
import './membership.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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
          <InputField
            label={texts.firstName}
            required
            autoComplete="given-name"
            maxLength={textFields.firstName.max}
            {...bind('firstName')}
          />
          <InputField
            label={texts.lastName}
            required
            autoComplete="family-name"
            maxLength={textFields.lastName.max}
            {...bind('lastName')}
          />
          <InputField
            label={texts.email}
            required
            type="email"
            autoComplete="email"
            maxLength={textFields.email.max}
            {...bind('email')}
          />
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
          <InputField
            label={texts.phoneNumber}
            type="tel"
            autoComplete="tel"
            maxLength={textFields.phoneNumber.max}
            {...bind('phoneNumber')}
          />
        </div>
      </fieldset>
      <fieldset className="membership-fieldset">
        <legend>{texts.address}</legend>
        <div className="membership-grid">
          <InputField
            label={texts.street}
            required
            className="membership-wide"
            maxLength={textFields.street.max}
            {...bind('address.street')}
          />
          <InputField
            label={texts.houseNumber}
            required
            maxLength={textFields.houseNumber.max}
            {...bind('address.houseNumber')}
          />
          <InputField label={texts.busNumber} maxLength={textFields.busNumber.max} {...bind('address.busNumber')} />
          <InputField
            label={texts.postalCode}
            required
            autoComplete="postal-code"
            maxLength={textFields.postalCode.max}
            {...bind('address.postalCode')}
          />
          <InputField
            label={texts.city}
            required
            autoComplete="address-level2"
            maxLength={textFields.city.max}
            {...bind('address.city')}
          />
          <InputField
            label={texts.country}
            required
            autoComplete="country-name"
            maxLength={textFields.country.max}
            {...bind('address.country')}
          />
        </div>
      </fieldset>
      <TextAreaField label={texts.remarks} rows={4} maxLength={textFields.remarks.max} {...bind('remarks')} />
      <div className="membership-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? texts.sending : texts.submit}
        </button>
      </div>
      <FormMessage
        success={outcome.kind === 'sent' ? texts.sent : undefined}
        error={outcome.kind === 'failed' ? outcome.message : undefined}
      />
    </form>
  );
}
