import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { acceptApplication } from '../api/accept-application';
import { DecisionDialog } from './decision-dialog';
import type { DecisionDialogProps, DecisionFormProps } from './decision-dialog-props';
import { applicationTexts as texts } from '../texts';

/**
 * "Aanvaarden": the person becomes an active member, with or without the welcome mail. When a member
 * with the same e-mail or the same name and birth date exists, it says which one and offers to update
 * that member instead (the server refuses to make a second one).
 */
export function AcceptDialog(props: DecisionDialogProps) {
  return <DecisionDialog title={texts.acceptTitle} Form={AcceptForm} {...props} />;
}

function AcceptForm({ application, onClose, onDecided, onRefused, onSendingChange }: DecisionFormProps) {
  const [sendWelcome, setSendWelcome] = useState(application.email !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [match] = application.matches;
  const name = `${application.firstName} ${application.lastName}`;

  // With a member who may be the same person, the admin says which: that member, or a new one all the same.
  const send = async (asNew: boolean) => {
    const choice = asNew ? { newMember: true } : match ? { updateMemberId: match.id } : {};
    setSending(true);
    onSendingChange(true);
    setFailure(null);
    try {
      onDecided(await acceptApplication(application, { sendWelcome, ...choice }));
    } catch (error) {
      console.warn('Aanvraag aanvaarden mislukt:', error);
      setFailure(failureText(texts.acceptFailed, error));
      // A member found meanwhile, or a decision by someone else: the list loads again and shows it here.
      if (error instanceof ApiError && error.status === 409) await onRefused();
    } finally {
      setSending(false);
      onSendingChange(false);
    }
  };

  return (
    <form
      className="admin-form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send(false);
      }}
      noValidate
    >
      <p>{texts.acceptIntro(name)}</p>
      {match && <p className="application-existing">{texts.existing(match)}</p>}
      <div>
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={sendWelcome && application.email !== null}
            disabled={application.email === null}
            aria-describedby={application.email === null ? `no-email-${application.id}` : undefined}
            onChange={(event) => setSendWelcome(event.target.checked)}
          />
          {texts.sendWelcome}
        </label>
        {application.email === null && (
          <p className="admin-hint" id={`no-email-${application.id}`}>
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
          <button type="submit" className="button button-primary" disabled={sending} data-autofocus>
            {sending ? texts.accepting : match ? texts.updateMember : texts.accept}
          </button>
        )}
        {application.status === 'nieuw' && match && (
          <button type="button" className="button" disabled={sending} onClick={() => void send(true)}>
            {texts.newMemberAnyway}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
