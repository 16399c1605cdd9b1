import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { textFields } from '../../../../server/contracts/limits';
import {
  focusFirstInvalid,
  FormMessage,
  InputField,
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
import './contact.css';

const emptyValues: ContactValues = { name: '', email: '', text: '' };

/** SPEC §2 "Contact", §5, §8: checked here without the browser's popups, then sent with a captcha token. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' });
  const sending = outcome.kind === 'sending';
  // Checking waits for the schema; a second click meanwhile must not send twice.
  const busy = useRef(false);

  useEffect(() => {
    preloadCaptcha();
    loadContactSchema().catch((error: unknown) => console.warn('Formuliercontrole kon niet laden:', error));
  }, []);

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops shouting; the others keep their message until the next submit.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
      <InputField
        label={texts.name}
        name="name"
        autoComplete="name"
        maxLength={textFields.contactName.max}
        required
        value={values.name}
        onChange={change('name')}
        error={errors.name}
      />
      <InputField
        label={texts.email}
        name="email"
        // The phone's e-mail keyboard; noValidate keeps the browser's own check and popup away.
        type="email"
        autoComplete="email"
        maxLength={textFields.email.max}
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextAreaField
        label={texts.text}
        name="text"
        rows={5}
        maxLength={textFields.contactText.max}
        required
        value={values.text}
        onChange={change('text')}
        error={errors.text}
      />
      <div className="contact-actions">
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
