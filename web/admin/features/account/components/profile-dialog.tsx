import { InputField } from '../../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import type { Profile } from '../api/get-profile';
import { accountTexts as texts } from '../texts';

type ProfileDialogProps = { open: boolean; profile: Profile | null; onClose: () => void };

/**
 * SPEC §2: the profile modal with first name, last name, e-mail and phone; its Save only closes
 * the dialog and sends nothing. The fields are read-only, so nobody believes a change was kept.
 */
export function ProfileDialog({ open, profile, onClose }: ProfileDialogProps) {
  return (
    <ModalDialog open={open} title={texts.profileTitle} onClose={onClose}>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <p className="admin-hint">{texts.profileHint}</p>
        <InputField label={texts.firstName} readOnly value={profile?.firstName ?? ''} />
        <InputField label={texts.lastName} readOnly value={profile?.lastName ?? ''} />
        <InputField label={texts.email} type="email" readOnly value={profile?.email ?? ''} />
        <InputField label={texts.phoneNumber} type="tel" readOnly value={profile?.phoneNumber ?? ''} />
        <div className="admin-actions">
          <button type="submit" className="button button-primary">
            {texts.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
