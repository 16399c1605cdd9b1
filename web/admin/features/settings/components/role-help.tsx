import { useId } from 'react';
import { adminRoleLabels, adminRoles } from '../../../../../server/contracts/admin-role';
import { adminRoleTexts as texts } from '../texts';

/** What each of the four roles may do, one line each, above the administrators. */
export function RoleHelp() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.rolesTitle}</h3>
      <dl className="settings-roles">
        {adminRoles.map((role) => (
          <div key={role}>
            <dt>{adminRoleLabels[role]}</dt>
            <dd>{texts.roles[role]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
