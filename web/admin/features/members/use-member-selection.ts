import { useState } from 'react';
import type { MemberSelectionInput } from '../../../../server/contracts/member-bulk';
import type { MemberFilterInput } from '../../../../server/contracts/member-list';
import type { AdminMember } from './admin-member';

/** Rows ticked one by one (across pages), or every member the filter matches, as the server will read it then. */
type Selection = { kind: 'rows'; ids: ReadonlySet<number> } | { kind: 'filter' };

const none: Selection = { kind: 'rows', ids: new Set() };

/**
 * The member list's selection for its bulk actions. Ticking rows names members; "alle N leden die
 * aan de filter voldoen" names the filter instead (the server takes every member that matches it).
 */
export function useMemberSelection() {
  const [selection, setSelection] = useState<Selection>(none);
  const ids = selection.kind === 'rows' ? selection.ids : undefined;

  const setRows = (rows: readonly AdminMember[], selected: boolean) =>
    setSelection((current) => {
      const next = new Set(current.kind === 'rows' ? current.ids : []);
      for (const row of rows) {
        if (selected) next.add(row.id);
        else next.delete(row.id);
      }
      return { kind: 'rows', ids: next };
    });

  return {
    /** Every member of the filter is selected. */
    wholeFilter: selection.kind === 'filter',
    isSelected: (row: AdminMember) => selection.kind === 'filter' || (ids?.has(row.id) ?? false),
    /** How many members the selection holds, given how many match the filter. */
    count: (total: number) => (selection.kind === 'filter' ? total : (ids?.size ?? 0)),
    /** The named members, for a change shown while it waits in the outbox. */
    ids: ids ?? new Set<number>(),
    setRows,
    selectFilter: () => setSelection({ kind: 'filter' }),
    clear: () => setSelection(none),
    /** The selection as the server reads it. */
    payload: (filter: MemberFilterInput): MemberSelectionInput =>
      selection.kind === 'filter' ? { filter } : { ids: [...(ids ?? [])] },
  };
}

export type MemberSelection = ReturnType<typeof useMemberSelection>;
