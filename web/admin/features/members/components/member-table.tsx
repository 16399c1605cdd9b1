import { adminApiPaths } from '../../../../../server/contracts/admin-api-paths';
import { fullName, type AdminMember } from '../admin-member';
import { AdminListTable, type AdminListColumn, type AdminListSelect } from '../../../components/admin-list-table';
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
  /** The boxes that select members for the bulk actions. */
  select: AdminListSelect<AdminMember>;
};

const columns: AdminListColumn<AdminMember>[] = [
  { header: texts.columns.title, cell: (member) => member.boardTitle || member.euraudaxTitle || '' },
  { header: texts.columns.role, cell: (member) => roleLabels[member.role] },
];

/** The members of one page: a box to select each, Naam, Functie, Rol, (Volgorde), edit and delete. */
export function MemberTable(props: MemberTableProps) {
  const { members, showOrder, onEdit, onDelete, onOrderSaved, onOrderFailed, select } = props;
  const order: AdminListColumn<AdminMember> = {
    header: texts.columns.order,
    cell: (member) => <BoardOrderInput member={member} onSaved={onOrderSaved} onFailed={onOrderFailed} />,
  };
  return (
    <AdminListTable
      rows={members}
      collectionUrl={adminApiPaths.members.list}
      emptyText={texts.empty}
      headers={{ name: texts.columns.name, actions: texts.columns.actions }}
      nameOf={fullName}
      columns={showOrder ? [...columns, order] : columns}
      edit={(member) => ({ onClick: () => onEdit(member) })}
      onDelete={onDelete}
      select={select}
    />
  );
}
