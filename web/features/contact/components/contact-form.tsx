import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { textFields } from '../../../../server/contracts/limits';
import {
  focusFirstInvalid,
  InputField,
  SubmitFooter,
  TextAreaField,
  submitErrorText,
  type SubmitOutcome,
} from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { getCaptchaToken, preloadCaptcha } from '../../../lib/captcha';
import { sendContactMessage } from '../api/send-contact-message';
import { contactTexts as texts } from '../texts';
import {
  checkContactMessage,
  contactFields,
  loadContactSchema,
  toContactErrors,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-check';
import { PrivacyNote } from '../../../components/club-contact/privacy-statement';
import './contact.css';

const emptyValues: ContactValues = { name: '', email: '', text: '' };

/** Every field is required (SPEC §5), each as long as the server takes it. */
const limits = {
  name: { maxLength: textFields.contactName.max, required: true },
  email: { maxLength: textFields.email.max, required: true },
  text: { maxLength: textFields.contactText.max, required: true },
} satisfies Record<ContactField, object>;

/** SPEC §2 "Contact", §5, §8: checked here without the browser's popups, then sent with a captcha token. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' });
  // Checking waits for the schema; a second click meanwhile must not send twice.
  const busy = useRef(false);

  useEffect(() => {
    preloadCaptcha();
    loadContactSchema().catch((error: unknown) => console.warn('Formuliercontrole kon niet laden:', error));
  }, []);

  /** A field's value, change and message. */
  const bound = (field: ContactField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A corrected field stops shouting; the others keep their message until the next submit.
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    error: errors[field],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    try {
      const checked = await checkContactMessage(values);
      if (checked.errors) {
        setErrors(checked.errors);
        setOutcome({ kind: 'idle' });
        focusFirstInvalid(form, contactFields, checked.errors);
        return;
      }
      setErrors({});
      setOutcome({ kind: 'sending' });
      const recaptchaToken = await getCaptchaToken('contact');
      await sendContactMessage({ ...checked.message, recaptchaToken });
      setValues(emptyValues);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      // Also reached when the check could not load (offline): then the general text applies.
      const found = error instanceof ApiError && error.errors ? toContactErrors(Object.entries(error.errors)) : {};
      setErrors(found);
      setOutcome({ kind: 'failed', message: submitErrorText(error, texts) });
      focusFirstInvalid(form, contactFields, found);
    } finally {
      busy.current = false;
    }
  }

  return (
    <form className="contact-form" noValidate onSubmit={submit}>
      <p className="contact-required-note">{texts.requiredNote}</p>
      <InputField label={texts.name} name="name" autoComplete="name" {...limits.name} {...bound('name')} />
      {/* type="email" for the phone's e-mail keyboard; noValidate keeps the browser's own check and popup away. */}
      <InputField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="email"
        {...limits.email}
        {...bound('email')}
      />
      <TextAreaField label={texts.text} name="text" rows={5} {...limits.text} {...bound('text')} />
      <PrivacyNote />
      <SubmitFooter className="contact-actions" outcome={outcome} texts={texts} />
    </form>
  );
}
