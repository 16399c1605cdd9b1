import { useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { ModalDialog } from '../../../components/modal-dialog';
import { failureText } from '../../../lib/failure-text';
import type { AdminMember } from '../admin-member';
import { ClubFields } from './club-fields';
import { newMemberValues } from '../member-form-schema';
import { fromMember, toPayload } from '../member-payload';
import { createMember } from '../api/create-member';
import { updateMember } from '../api/update-member';
import { AddressFields, PersonalFields } from './personal-fields';
import { PhotoField } from './photo-field';
import { MemberPrivacySection } from './member-privacy-section';
import { formTexts as texts } from '../texts';
import { useMemberForm } from './use-member-form';

/** What the modal is open for: a new member, or one from the list. */
export type MemberDialogTarget = { mode: 'create' } | { mode: 'edit'; member: AdminMember };

type MemberFormDialogProps = {
  target: MemberDialogTarget | null;
  onClose: () => void;
  /** `target` is the one this save was for, so the page closes only that dialog. */
  onSaved: (member: AdminMember, target: MemberDialogTarget) => void;
  /** The member changed meanwhile (409): the list reloads so a new edit starts from the current version. */
  onConflict: () => void;
};

/** SPEC §2: the add/edit modal of the members screen. */
export function MemberFormDialog({ target, onClose, onSaved, onConflict }: MemberFormDialogProps) {
  const title = target?.mode === 'edit' ? texts.editTitle : texts.createTitle;
  const [saving, setSaving] = useState(false);
  // While a save runs, × and Escape do nothing: the answer belongs to this dialog, not to one opened after it.
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <ModalDialog open={target !== null} title={title} onClose={close} wide>
      {target && (
        <MemberFormBody
          key={target.mode === 'edit' ? `edit-${target.member.id}` : 'create'}
          target={target}
          onClose={close}
          onSaved={onSaved}
          onConflict={onConflict}
          onSavingChange={setSaving}
        />
      )}
      {/* A member's privacy requests, below the form, for a member the club already holds. */}
      {target?.mode === 'edit' && (
        <MemberPrivacySection
          key={target.member.id}
          member={target.member}
          onForgotten={(member) => onSaved(member, target)}
          onConflict={onConflict}
          onBusyChange={setSaving}
        />
      )}
    </ModalDialog>
  );
}

type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; message: string };

function MemberFormBody({
  target,
  onClose,
  onSaved,
  onConflict,
  onSavingChange,
}: Omit<MemberFormDialogProps, 'target'> & { target: MemberDialogTarget; onSavingChange: (saving: boolean) => void }) {
  const form = useMemberForm(target.mode === 'edit' ? fromMember(target.member) : newMemberValues);
  const { values, errors, fieldErrors, set } = form;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [uploading, setUploading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fieldErrors.validate(values)) return;
    setOutcome({ kind: 'saving' });
    onSavingChange(true);
    try {
      const payload = toPayload(values);
      const saved = target.mode === 'edit' ? await updateMember(target.member, payload) : await createMember(payload);
      onSaved(saved, target);
    } catch (error) {
      // SPEC §8: save failures are logged and the dialog stays open, here with the reason shown.
      console.warn('Lid opslaan mislukt:', error);
      // The server's messages go to their fields; the alert below names the failure, so the focus is not moved.
      fieldErrors.showServer(error, { focus: false });
      if (error instanceof ApiError && error.status === 409) onConflict();
      // 'Opslaan mislukt: ' and the server's sentence (a 409 says the member changed meanwhile).
      setOutcome({ kind: 'failed', message: failureText(texts.saveFailed, error) });
    } finally {
      onSavingChange(false);
    }
  };

  const saving = outcome.kind === 'saving';
  return (
    <form ref={fieldErrors.formRef} className="admin-form member-form" noValidate onSubmit={submit}>
      <PersonalFields form={form} />
      <AddressFields form={form} />
      <ClubFields form={form} />
      <PhotoField
        value={values.photo}
        onChange={(photo) => set('photo', photo)}
        onBusyChange={setUploading}
        error={errors.photo}
      />
      <TextAreaField label={texts.comments} hint={texts.commentsHint} rows={4} {...form.text('comments')} />
      {outcome.kind === 'failed' && (
        <p role="alert" className="alert alert-error">
          {outcome.message}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving || uploading}>
          {saving ? texts.saving : texts.save}
        </button>
        <button type="button" className="button" onClick={onClose} disabled={saving}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
