import type { ReactNode } from 'react';
import { usePendingIds } from '../outbox/use-outbox';
import { PendingMark, useBlockedId } from './pending-mark';
import { PublishSwitch } from './publish-switch';
import { RowActions } from './row-actions';

/** What every admin list row has: an id and a published flag. */
type ListRow = { id: number; published: boolean };

/** A column of the feature's own, between the name and the actions. */
export type AdminListColumn<T> = { header: string; cell: (row: T) => ReactNode };

type AdminListTableProps<T extends ListRow> = {
  rows: readonly T[];
  /** The rows' collection (its list path, as the write named it): rows with a change waiting in the outbox say so. */
  collectionUrl: string;
  emptyText: string;
  headers: { published: string; name: string; actions: string };
  /** The row's name, as the switch, the row actions and the name cell use it. */
  nameOf: (row: T) => string;
  /** The switch's label for screen readers, e.g. 'Gepubliceerd: {name}'. */
  publishedLabel: (name: string) => string;
  /** The name cell, when it is more than the name (a link). */
  nameCell?: (row: T) => ReactNode;
  columns: readonly AdminListColumn<T>[];
  editPath: (row: T) => string;
  /** Ids of rows with a write under way: their switch and delete wait for the answer. */
  busy: ReadonlySet<number>;
  onTogglePublished: (row: T, published: boolean) => void;
  onDelete: (row: T) => void;
  /** The id of a heading that names the table. */
  labelledBy?: string;
};

/**
 * The admin list of SPEC §2 (walks, info pages, newsletters): a publish switch, the name with its
 * pending mark, the feature's columns, and Bewerken and Verwijderen; the empty text when there are none.
 */
export function AdminListTable<T extends ListRow>(props: AdminListTableProps<T>) {
  const { rows, headers, nameOf, busy } = props;
  const pending = usePendingIds(props.collectionUrl);
  const blocked = useBlockedId(props.collectionUrl);
  if (rows.length === 0) return <p>{props.emptyText}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-labelledby={props.labelledBy}>
        <thead>
          <tr>
            <th scope="col">{headers.published}</th>
            <th scope="col">{headers.name}</th>
            {props.columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{headers.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <PublishSwitch
                  checked={row.published}
                  label={props.publishedLabel(nameOf(row))}
                  disabled={busy.has(row.id)}
                  onChange={(published) => props.onTogglePublished(row, published)}
                />
              </td>
              <td>
                {props.nameCell ? props.nameCell(row) : nameOf(row)}
                <PendingMark pending={pending.has(row.id)} blocked={blocked === row.id} />
              </td>
              {props.columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
              <td>
                <RowActions
                  name={nameOf(row)}
                  edit={{ to: props.editPath(row) }}
                  busy={busy.has(row.id)}
                  onDelete={() => props.onDelete(row)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
