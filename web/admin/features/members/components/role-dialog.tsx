import { useState } from 'react';
import { SelectField } from '../../../../components/form-field';
import { memberRoles, type MemberRole } from '../../../../../server/contracts/member';
import { ModalDialog } from '../../../components/modal-dialog';
import { formTexts, memberTexts as texts, roleLabels } from '../texts';

const roleOptions = memberRoles.map((role) => ({ value: role, label: roleLabels[role] }));

type RoleDialogProps = {
  /** How many members get the role; null keeps the dialog closed. */
  count: number | null;
  onChoose: (role: MemberRole) => void;
  onClose: () => void;
};

/** 'Rol wijzigen' for the selection: one role for all of them. */
export function RoleDialog({ count, onChoose, onClose }: RoleDialogProps) {
  const [role, setRole] = useState<MemberRole>('MEMBER');
  return (
    <ModalDialog open={count !== null} title={texts.bulk.roleTitle} onClose={onClose}>
      <p>{texts.bulk.roleHint(count ?? 0)}</p>
      <SelectField
        label={texts.bulk.newRole}
        options={roleOptions}
        value={role}
        data-autofocus
        onChange={(event) => setRole(event.target.value as MemberRole)}
      />
      <div className="admin-actions">
        <button type="button" className="button button-primary" onClick={() => onChoose(role)}>
          {texts.bulk.setRole}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {formTexts.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
