import { InputField, SelectField } from '../../../../components/form-field';
import { memberRoles } from '../../../../../server/contracts/member';
import type { MemberForm } from './use-member-form';
import { formTexts as texts, roleLabels } from '../texts';

const roleOptions = memberRoles.map((role) => ({ value: role, label: roleLabels[role] }));

type Flag = 'euraudax' | 'active' | 'paid' | 'finished';

/** Role, titles, board order and the status flags of the member modal. */
export function ClubFields({ form }: { form: MemberForm }) {
  const { values, text, flag } = form;
  const checkbox = (name: Flag) => (
    <label className="admin-checkbox">
      <input type="checkbox" {...flag(name)} />
      {texts[name]}
    </label>
  );
  return (
    <fieldset>
      <legend>{texts.club}</legend>
      <div className="admin-form-grid">
        <SelectField label={texts.role} options={roleOptions} {...text('role')} />
        <InputField label={texts.boardTitle} autoComplete="off" {...text('boardTitle')} />
        {/* SPEC §2: the sort order only for board members. */}
        {values.role === 'BOARDMEMBER' && (
          <InputField
            label={texts.boardMemberSortOrder}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...text('boardMemberSortOrder')}
          />
        )}
        <InputField label={texts.clubportaal} autoComplete="off" {...text('clubportaal')} />
        <InputField label={texts.memberSince} type="date" {...text('memberSince')} />
      </div>
      <div className="member-flags">
        {checkbox('euraudax')}
        {checkbox('active')}
        {checkbox('paid')}
        {checkbox('finished')}
      </div>
      {/* SPEC §2: the Euraudax title only when Euraudax is on. */}
      {values.euraudax && (
        <div className="admin-form-grid">
          <InputField label={texts.euraudaxTitle} autoComplete="off" {...text('euraudaxTitle')} />
        </div>
      )}
    </fieldset>
  );
}
