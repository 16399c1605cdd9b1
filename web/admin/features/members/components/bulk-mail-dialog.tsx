import { useState, type FormEvent } from 'react';
import type { MemberMailingProgress } from '../../../../../server/contracts/member-mailing';
import type { MemberSelectionInput } from '../../../../../server/contracts/member-bulk';
import { InputField } from '../../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { RichTextField } from '../../../editor/rich-text-field';
import { failureText, fieldErrorsOf } from '../../../lib/failure-text';
import { sendMemberMail } from '../api/send-member-mail';
import { mailTexts as texts } from '../texts';
import { MailingProgress } from './mailing-progress';

type BulkMailDialogProps = {
  /** How many members are selected; null keeps the dialog closed. */
  count: number | null;
  selection: MemberSelectionInput;
  onClose: () => void;
};

/**
 * 'E-mail sturen' to the selection: a subject and a message from the editor, sent through
 * the server's mail queue; then the dialog shows how far the send is. Loaded only when opened, with
 * the editor. Sending cannot wait in the outbox: offline the button says it needs the connection.
 */
export function BulkMailDialog({ count, selection, onClose }: BulkMailDialogProps) {
  return (
    <ModalDialog open={count !== null} title={texts.title(count ?? 0)} onClose={onClose} wide>
      {/* Inside the open dialog only, so each opening starts with an empty mail. */}
      <MailForm selection={selection} onClose={onClose} />
    </ModalDialog>
  );
}

function MailForm({ selection, onClose }: { selection: MemberSelectionInput; onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<MemberMailingProgress | null>(null);
  const connection = useNeedsConnection();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || connection.offline) return;
    setBusy(true);
    setFailure(null);
    try {
      setStarted(await sendMemberMail({ subject, message, selection }));
    } catch (error) {
      console.warn('Versturen van de e-mail aan leden mislukt:', error);
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(fields.subject || fields.message ? texts.failed : failureText(texts.failed, error));
    } finally {
      setBusy(false);
    }
  };

  if (started) {
    return (
      <>
        <MailingProgress initial={started} />
        <div className="admin-actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {texts.close}
          </button>
        </div>
      </>
    );
  }
  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="admin-hint">{texts.hint}</p>
      <InputField
        label={texts.subject}
        required
        data-autofocus
        value={subject}
        error={errors.subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <RichTextField label={texts.message} size="sm" value={message} onChange={setMessage} error={errors.message} />
      {failure && (
        <p role="alert" className="alert alert-error">
          {failure}
        </p>
      )}
      <ConnectionHint id={connection.hintId} offline={connection.offline} />
      <div className="admin-actions">
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={busy || undefined}
          {...connection.buttonProps}
        >
          {busy ? texts.sending : texts.send}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
