import { InputField, SelectField } from '../../../../components/form-field';
import { memberRoles, type MemberRole } from '../../../../../server/contracts/member';
import { memberTexts as texts, roleLabels } from '../texts';

const roleOptions = [
  { value: '', label: texts.allRoles },
  ...memberRoles.map((role) => ({ value: role, label: roleLabels[role] })),
];

type MemberFiltersProps = {
  search: string;
  onSearch: (search: string) => void;
  role: MemberRole | '';
  onRole: (role: MemberRole | '') => void;
};

/** The name search and the role filter above the table. */
export function MemberFilters({ search, onSearch, role, onRole }: MemberFiltersProps) {
  return (
    <div className="admin-toolbar member-filters">
      <InputField
        label={texts.search}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <SelectField
        label={texts.roleFilter}
        options={roleOptions}
        value={role}
        onChange={(event) => onRole(event.target.value as MemberRole | '')}
      />
    </div>
  );
}
