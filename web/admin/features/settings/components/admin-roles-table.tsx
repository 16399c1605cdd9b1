import { useState } from 'react';
import type { AdminRole } from '../../../../../server/contracts/admin-role';
import { ConnectionHint, useNeedsConnection, type ConnectionButtonProps } from '../../../components/needs-connection';
import type { AdminSummary } from '../api/get-admins';
import { adminRoleTexts as texts } from '../texts';
import { RoleSelect } from './role-select';

type AdminRolesTableProps = {
  admins: readonly AdminSummary[];
  /** The signed-in admin: their row says so and cannot end their own sessions here. */
  selfId: number | undefined;
  /** Admins with a change under way: their buttons wait. */
  busyIds: ReadonlySet<number>;
  /** Settles once the change is saved or refused. */
  onRoleChange: (admin: AdminSummary, role: AdminRole) => Promise<void>;
  onEndSessions: (admin: AdminSummary) => void;
};

export const adminName = (admin: Pick<AdminSummary, 'firstName' | 'lastName'>) =>
  `${admin.firstName} ${admin.lastName}`;

/** Where the admin is signed in: how many devices, and the last use of one, in Belgian time. */
function signedIn(admin: AdminSummary): string {
  const date = admin.lastSeenAt ? new Date(admin.lastSeenAt) : null;
  if (admin.sessions === 0 || !date || Number.isNaN(date.getTime())) return texts.notSignedIn;
  const when = date.toLocaleString('nl-BE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  return `${texts.devices(admin.sessions)}, ${texts.lastSeen(when)}`;
}

/**
 * The administrators (GET /admin/api/admins): name, e-mail, the role with its own save button, the
 * second step, on how many devices they are signed in and when last, and signing them out everywhere. Both
 * changes need a connection: offline the buttons say so before a click.
 */
export function AdminRolesTable({ admins, selfId, busyIds, onRoleChange, onEndSessions }: AdminRolesTableProps) {
  const connection = useNeedsConnection();
  return (
    <>
      <ConnectionHint id={connection.hintId} offline={connection.offline} />
      <div className="admin-table-wrap">
        <table className="admin-table settings-table">
          <caption className="visually-hidden">{texts.adminsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.name}</th>
              <th scope="col">{texts.columns.email}</th>
              <th scope="col">{texts.columns.role}</th>
              <th scope="col">{texts.columns.twoStep}</th>
              <th scope="col">{texts.columns.signedIn}</th>
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => {
              const name = adminName(admin);
              const busy = busyIds.has(admin.id);
              const buttonProps = { busy, offline: connection.offline, connection: connection.buttonProps };
              return (
                <tr key={admin.id}>
                  <th scope="row">
                    {name} {admin.id === selfId && <span className="admin-hint">{texts.you}</span>}
                  </th>
                  <td>{admin.email}</td>
                  <td>
                    {/* Keyed by the role the server has: a saved or reloaded role starts the choice anew. */}
                    <RoleCell key={admin.role} admin={admin} name={name} {...buttonProps} onSave={onRoleChange} />
                  </td>
                  <td>{admin.twoStep ? texts.twoStepOn : texts.twoStepOff}</td>
                  <td>
                    <p className="settings-signed-in">{signedIn(admin)}</p>
                    {admin.id !== selfId && (
                      <button
                        type="button"
                        className="button button-small button-danger"
                        aria-label={texts.endSessionsLabel(name)}
                        aria-disabled={busy || undefined}
                        {...connection.buttonProps}
                        onClick={() => {
                          if (!busy && !connection.offline) onEndSessions(admin);
                        }}
                      >
                        {texts.endSessions}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

type RoleCellProps = {
  admin: AdminSummary;
  name: string;
  busy: boolean;
  offline: boolean;
  connection: ConnectionButtonProps;
  onSave: (admin: AdminSummary, role: AdminRole) => Promise<void>;
};

/**
 * The role to choose and its save button; saving the role the admin already has does nothing. After a
 * refusal (the last Beheerder) the select shows the role the admin still has.
 */
function RoleCell({ admin, name, busy, offline, connection, onSave }: RoleCellProps) {
  const [role, setRole] = useState<AdminRole>(admin.role);
  return (
    <div className="settings-role-cell">
      <RoleSelect value={role} onChange={setRole} aria-label={texts.roleLabel(name)} />
      <button
        type="button"
        className="button button-small"
        aria-label={texts.saveRoleLabel(name)}
        aria-disabled={busy || undefined}
        {...connection}
        onClick={() => {
          if (!busy && !offline && role !== admin.role) void onSave(admin, role).finally(() => setRole(admin.role));
        }}
      >
        {texts.saveRole}
      </button>
    </div>
  );
}
