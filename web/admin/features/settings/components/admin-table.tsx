import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import type { SettingsMember } from '../api/get-members';
import { settingsTexts as texts } from '../texts';

type AdminTableProps = {
  members: SettingsMember[];
  adminIds: ReadonlySet<number>;
  /** Members whose promote or demote is under way: their button waits. */
  busyIds: ReadonlySet<number>;
  onChange: (member: SettingsMember, makeAdmin: boolean) => void;
};

export const fullName = (member: SettingsMember) => `${member.firstName} ${member.lastName}`;

/** SPEC §2: Naam, E-mail, Admin ('JA'/'NEE') and per member 'Maak admin' or 'Verwijder admin'. */
export function AdminTable({ members, adminIds, busyIds, onChange }: AdminTableProps) {
  // Admin rights cannot wait in the outbox: offline the buttons say so before a click.
  const connection = useNeedsConnection();
  if (members.length === 0) return <p>{texts.empty}</p>;
  return (
    <>
      <ConnectionHint id={connection.hintId} offline={connection.offline} />
      <div className="admin-table-wrap">
        <table className="admin-table settings-table">
          <caption className="visually-hidden">{texts.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.name}</th>
              <th scope="col">{texts.columns.email}</th>
              <th scope="col">{texts.columns.admin}</th>
              <th scope="col">{texts.columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const name = fullName(member);
              const isAdmin = adminIds.has(member.id);
              const busy = busyIds.has(member.id);
              return (
                <tr key={member.id}>
                  <th scope="row">{name}</th>
                  <td>{member.email ?? <span className="admin-hint">{texts.noEmail}</span>}</td>
                  <td>{isAdmin ? texts.yes : texts.no}</td>
                  <td>
                    <button
                      type="button"
                      className={isAdmin ? 'button button-small button-danger' : 'button button-small'}
                      aria-label={isAdmin ? texts.demoteLabel(name) : texts.promoteLabel(name)}
                      // aria-disabled rather than disabled: the button keeps keyboard focus while its request runs.
                      aria-disabled={busy || undefined}
                      {...connection.buttonProps}
                      onClick={() => {
                        if (!busy && !connection.offline) onChange(member, !isAdmin);
                      }}
                    >
                      {isAdmin ? texts.demote : texts.promote}
                    </button>
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
