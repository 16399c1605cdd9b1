import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { fullName, type AdminMember } from '../admin-member';
import { PendingMark, useBlockedId } from '../../../components/pending-mark';
import { RowActions } from '../../../components/row-actions';
import { usePendingIds } from '../../../outbox/use-outbox';
import { BoardOrderInput } from './board-order-input';
import { memberTexts as texts, roleLabels } from '../texts';

type MemberTableProps = {
  members: readonly AdminMember[];
  /** SPEC §2: the Volgorde column only with the board filter. */
  showOrder: boolean;
  onEdit: (member: AdminMember) => void;
  onDelete: (member: AdminMember) => void;
  onOrderSaved: (member: AdminMember) => void;
  onOrderFailed: (error: unknown) => void;
};

/** The members of one page: Naam, Functie, Rol, (Volgorde), edit and delete. */
export function MemberTable({ members, showOrder, onEdit, onDelete, onOrderSaved, onOrderFailed }: MemberTableProps) {
  // Rows with a change waiting in the outbox say so.
  const pending = usePendingIds(adminApiPaths.members.list);
  const blocked = useBlockedId(adminApiPaths.members.list);
  if (members.length === 0) return <p>{texts.empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{texts.columns.name}</th>
            <th scope="col">{texts.columns.title}</th>
            <th scope="col">{texts.columns.role}</th>
            {showOrder && <th scope="col">{texts.columns.order}</th>}
            <th scope="col">{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = fullName(member);
            return (
              <tr key={member.id}>
                <td>
                  {name}
                  <PendingMark pending={pending.has(member.id)} blocked={blocked === member.id} />
                </td>
                <td>{member.boardTitle || member.euraudaxTitle || ''}</td>
                <td>{roleLabels[member.role]}</td>
                {showOrder && (
                  <td>
                    <BoardOrderInput member={member} onSaved={onOrderSaved} onFailed={onOrderFailed} />
                  </td>
                )}
                <td>
                  <RowActions name={name} edit={{ onClick: () => onEdit(member) }} onDelete={() => onDelete(member)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
