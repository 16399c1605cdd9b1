import { useState, type FormEvent } from 'react';
import { textFields } from '../../../../../server/contracts/limits';
import { TextAreaField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { failureText, fieldErrorsOf } from '../../../lib/failure-text';
import { refuseApplication } from '../api/refuse-application';
import { DecisionDialog } from './decision-dialog';
import type { DecisionDialogProps, DecisionFormProps } from './decision-dialog-props';
import { applicationTexts as texts } from '../texts';

/** "Weigeren": an optional reason, kept with the application, and whether the polite mail goes. */
export function RefuseDialog(props: DecisionDialogProps) {
  return <DecisionDialog title={texts.refuseTitle} Form={RefuseForm} {...props} />;
}

function RefuseForm({ application, onClose, onDecided, onRefused, onSendingChange }: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const [sendMail, setSendMail] = useState(application.email !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    onSendingChange(true);
    setFailure(null);
    setReasonError(undefined);
    try {
      onDecided(await refuseApplication(application, { reason, sendMail: sendMail && application.email !== null }));
    } catch (error) {
      console.warn('Aanvraag weigeren mislukt:', error);
      setFailure(failureText(texts.refuseFailed, error));
      setReasonError(fieldErrorsOf(error).reason);
      if (error instanceof ApiError && error.status === 409) await onRefused();
    } finally {
      setSending(false);
      onSendingChange(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{texts.refuseIntro(`${application.firstName} ${application.lastName}`)}</p>
      <TextAreaField
        label={texts.reasonLabel}
        hint={texts.reasonHint}
        error={reasonError}
        name="reason"
        rows={4}
        maxLength={textFields.refusalReason.max}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        data-autofocus
      />
      <div>
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={sendMail && application.email !== null}
            disabled={application.email === null}
            aria-describedby={application.email === null ? `no-email-refuse-${application.id}` : undefined}
            onChange={(event) => setSendMail(event.target.checked)}
          />
          {texts.sendPoliteMail}
        </label>
        {application.email === null && (
          <p className="admin-hint" id={`no-email-refuse-${application.id}`}>
            {texts.noEmail}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <div className="admin-actions">
        {application.status === 'nieuw' && (
          <button type="submit" className="button button-danger" disabled={sending}>
            {sending ? texts.refusing : texts.refuse}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
