import { useState, type FormEvent } from 'react';
import { testSendEmailRequired } from '../../../../../server/contracts/newsletter-payload';
import { InputField } from '../../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { sendTestNewsletter } from '../api/send-test-newsletter';
import { failureText, fieldErrorsOf } from '../../../lib/failure-text';
import { newsletterAdminTexts as texts } from '../texts';

type TestSendDialogProps = {
  open: boolean;
  newsletterId: number;
  onClose: () => void;
  /** The test went out: the page says so and closes the dialog. */
  onSent: (email: string) => void;
};

/** SPEC §2: 'Test versturen' asks for one e-mail address (Annuleren / Verstuur test). */
export function TestSendDialog({ open, newsletterId, onClose, onSent }: TestSendDialogProps) {
  return (
    <ModalDialog open={open} title={texts.testSend} onClose={onClose}>
      {/* Inside the open dialog only, so each opening starts with an empty form. */}
      <TestSendForm newsletterId={newsletterId} onCancel={onClose} onSent={onSent} />
    </ModalDialog>
  );
}

function TestSendForm({
  newsletterId,
  onCancel,
  onSent,
}: {
  newsletterId: number;
  onCancel: () => void;
  onSent: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    // SPEC §5: the only client rule is a non-empty address; the server checks its shape.
    const missing = testSendEmailRequired.safeParse(address).error?.issues[0]?.message;
    if (missing) {
      setFieldError(missing);
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      await sendTestNewsletter(newsletterId, address);
      onSent(address);
    } catch (error) {
      console.warn('Versturen van test mislukt:', error);
      // The server's message about the address goes under the field; the alert then says only what failed,
      // so the same sentence is not read out twice.
      const emailError = fieldErrorsOf(error).email;
      setFieldError(emailError);
      setFailure(emailError ? texts.testFailed : failureText(texts.testFailed, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField
        label={texts.email}
        type="email"
        name="email"
        autoComplete="email"
        required
        data-autofocus
        value={email}
        error={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.sendingTest : texts.sendTest}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
