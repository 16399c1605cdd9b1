import type { ReactNode } from 'react';
import { usePendingIds } from '../outbox/use-outbox';
import { PendingMark, useBlockedId } from './pending-mark';
import { PublishSwitch } from './publish-switch';
import { RowActions, type RowEdit } from './row-actions';

/** What every admin list row has: an id, and a published flag where the list has a publish switch. */
type ListRow = { id: number; published?: boolean };

/** A column of the feature's own, between the name and the actions. */
export type AdminListColumn<T> = { header: string; cell: (row: T) => ReactNode };

/** What a feature's list is: its rows' collection, words and columns, and where Bewerken goes. */
export type AdminList<T> = {
  /** The rows' collection (its list path in contracts/api-paths.ts, as the writes name it): rows with a change waiting in the outbox say so. */
  collectionUrl: string;
  emptyText: string;
  headers: { name: string; actions: string };
  /** SPEC §2: the 'Gepubliceerd' switch first, for what is published; its label for screen readers, 'Gepubliceerd: {name}'. */
  publish?: { header: string; label: (name: string) => string };
  /** The row's name, as the switch, the row actions and the name cell use it. */
  nameOf: (row: T) => string;
  /** The name cell, when it is more than the name (a link). */
  nameCell?: (row: T) => ReactNode;
  columns: readonly AdminListColumn<T>[];
  /** Where Bewerken goes (a form page), or what it does (a dialog). */
  edit: (row: T) => RowEdit;
};

/** Checkboxes that select rows for an action on many (the member list): the header's cell and each row's box. */
export type AdminListSelect<T> = {
  /** The header cell: a box for the whole page, say. */
  header: ReactNode;
  isSelected: (row: T) => boolean;
  onChange: (row: T, selected: boolean) => void;
  /** The box's name for screen readers, from the row's name. */
  label: (name: string) => string;
};

/** What the screen's writes give each row. */
export type AdminListRowProps<T> = {
  /** Ids of rows with a write under way: their switch and delete wait for the answer. */
  busy?: ReadonlySet<number>;
  onTogglePublished?: (row: T, published: boolean) => void;
  onDelete: (row: T) => void;
};

type AdminListTableProps<T extends ListRow> = AdminList<T> &
  AdminListRowProps<T> & {
    rows: readonly T[];
    /** The id of a heading that names the table. */
    labelledBy?: string;
    select?: AdminListSelect<T>;
  };

/**
 * The admin list of SPEC §2 (walks, info pages, newsletters, members): a publish switch where the
 * list has one, the name with its pending mark, the feature's columns, and Bewerken and Verwijderen;
 * the empty text when there are none.
 */
export function AdminListTable<T extends ListRow>(props: AdminListTableProps<T>) {
  const { rows, headers, publish, nameOf, select, busy = new Set<number>() } = props;
  const pending = usePendingIds(props.collectionUrl);
  const blocked = useBlockedId(props.collectionUrl);
  if (rows.length === 0) return <p>{props.emptyText}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-labelledby={props.labelledBy}>
        <thead>
          <tr>
            {select && (
              <th scope="col" className="admin-select-cell">
                {select.header}
              </th>
            )}
            {publish && <th scope="col">{publish.header}</th>}
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
              {select && (
                <td className="admin-select-cell">
                  <input
                    type="checkbox"
                    aria-label={select.label(nameOf(row))}
                    checked={select.isSelected(row)}
                    onChange={(event) => select.onChange(row, event.target.checked)}
                  />
                </td>
              )}
              {publish && (
                <td>
                  <PublishSwitch
                    checked={row.published ?? false}
                    label={publish.label(nameOf(row))}
                    disabled={busy.has(row.id)}
                    onChange={(published) => props.onTogglePublished?.(row, published)}
                  />
                </td>
              )}
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
                  edit={props.edit(row)}
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
