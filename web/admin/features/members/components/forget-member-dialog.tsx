import { useEffect, useId, useState } from 'react';
import type { MemberPrivacySummary } from '../../../../../server/contracts/member-privacy';
import { ModalDialog } from '../../../components/modal-dialog';
import { componentTexts } from '../../../components/texts';
import { useOffline } from '../../../outbox/use-outbox';
import { fullName, type AdminMember } from '../admin-member';
import { getMemberPrivacy } from '../api/get-member-privacy';
import { privacyTexts as texts } from '../privacy-texts';

type Counted = { status: 'loading' } | { status: 'known'; summary: MemberPrivacySummary } | { status: 'unknown' };

type ForgetMemberDialogProps = {
  /** The member to forget; null keeps the dialog closed. */
  member: AdminMember | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before "Vergeten", naming what will go: the fields, the photo, and the applications, messages and mails counted. */
export function ForgetMemberDialog({ member, onConfirm, onCancel }: ForgetMemberDialogProps) {
  return (
    <ModalDialog open={member !== null} title={texts.dialogTitle} onClose={onCancel}>
      {member && <ForgetMemberBody member={member} onConfirm={onConfirm} onCancel={onCancel} />}
    </ModalDialog>
  );
}

function ForgetMemberBody({ member, onConfirm, onCancel }: ForgetMemberDialogProps & { member: AdminMember }) {
  const [counted, setCounted] = useState<Counted>({ status: 'loading' });
  const offline = useOffline();
  const listLabel = useId();

  useEffect(() => {
    const controller = new AbortController();
    getMemberPrivacy(member.id, controller.signal).then(
      (summary) => setCounted({ status: 'known', summary }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Offline without a kept copy: the dialog still says what goes, without the numbers.
        console.warn('Tellen wat het vergeten wist, mislukt:', error);
        setCounted({ status: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [member.id]);

  const summary = counted.status === 'known' ? counted.summary : undefined;
  const photo = summary ? summary.photo : member.uploadcareImage !== null;
  const refused = summary?.administrator === true;

  return (
    <>
      <p>{texts.dialogIntro(fullName(member))}</p>
      <p id={listLabel}>{texts.whatGoes}</p>
      <ul aria-labelledby={listLabel} aria-busy={counted.status === 'loading'}>
        <li>{texts.fields}</li>
        {photo && <li>{texts.photo}</li>}
        {summary && (
          <>
            <li>{texts.applications(summary.applications)}</li>
            <li>{texts.messages(summary.messages)}</li>
            <li>{texts.mails(summary.mails)}</li>
          </>
        )}
        {counted.status === 'unknown' && <li>{texts.countUnknown}</li>}
      </ul>
      {counted.status === 'loading' && (
        <p role="status" className="admin-hint">
          {texts.counting}
        </p>
      )}
      {refused && (
        <p role="alert" className="alert alert-error">
          {texts.administrator}
        </p>
      )}
      {offline && <p className="admin-hint">{texts.queuedNote}</p>}
      <div className="admin-actions">
        {!refused && (
          <button
            type="button"
            className="button button-danger"
            onClick={onConfirm}
            disabled={counted.status === 'loading'}
          >
            {texts.confirm}
          </button>
        )}
        {/* Focus on the safe choice, so an Enter pressed by habit forgets no one. */}
        <button type="button" className="button" onClick={onCancel} data-autofocus>
          {componentTexts.cancel}
        </button>
      </div>
    </>
  );
}
