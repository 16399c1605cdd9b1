import { adminRoleLabels, adminRoles, type AdminRole } from '../../../../../server/contracts/admin-role';

type RoleSelectProps = {
  value: AdminRole;
  onChange: (role: AdminRole) => void;
  /** Its name: no visible label stands beside it in a table cell. */
  'aria-label': string;
};

export const isRole = (value: string): value is AdminRole => (adminRoles as readonly string[]).includes(value);

/** The roles as a SelectField's options. */
export const roleOptions = adminRoles.map((role) => ({ value: role, label: adminRoleLabels[role] }));

/** The four roles as a select in a table cell; choosing one changes nothing yet (a button beside it saves). */
export function RoleSelect({ value, onChange, ...rest }: RoleSelectProps) {
  return (
    <select
      className="form-field-control settings-role-select"
      value={value}
      onChange={(event) => {
        if (isRole(event.target.value)) onChange(event.target.value);
      }}
      {...rest}
    >
      {roleOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
