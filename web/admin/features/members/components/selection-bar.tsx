import type { ConnectionButtonProps } from '../../../components/needs-connection';
import type { MemberBulkAction } from '../../../../../server/contracts/member-bulk';
import { memberTexts as texts } from '../texts';

/** What a button of the bar asks for: a write on the selection, or a dialog, or its file. */
export type SelectionAction = MemberBulkAction | 'role' | 'export' | 'mail';

type SelectionBarProps = {
  /** How many members are selected, and how many match the filter. */
  count: number;
  total: number;
  wholeFilter: boolean;
  busy: boolean;
  /** What the export and the mail get while offline (they cannot wait in the outbox). */
  needsConnection: ConnectionButtonProps;
  onSelectFilter: () => void;
  onClear: () => void;
  onAction: (action: SelectionAction) => void;
};

/**
 * Above the table once members are selected: how many, the step to every member of the
 * filter, and the actions on all of them at once.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { count, total, busy } = props;
  if (count === 0) return null;
  const button = (action: SelectionAction, label: string, extra: ConnectionButtonProps = {}) => (
    <button
      type="button"
      className={action === 'delete' ? 'button button-danger' : 'button'}
      aria-disabled={busy || undefined}
      {...extra}
      onClick={() => {
        if (!busy) props.onAction(action);
      }}
    >
      {label}
    </button>
  );
  return (
    <section className="member-selection" aria-label={texts.bulk.actions}>
      <div className="member-selection-count">
        <p>{props.wholeFilter ? texts.bulk.allSelected(count) : texts.bulk.selected(count)}</p>
        {!props.wholeFilter && total > count && (
          <button type="button" className="button button-small" onClick={props.onSelectFilter}>
            {texts.bulk.selectAll(total)}
          </button>
        )}
        <button type="button" className="button button-small" onClick={props.onClear}>
          {texts.bulk.clear}
        </button>
      </div>
      <div className="admin-actions">
        {button('activate', texts.bulk.activate)}
        {button('deactivate', texts.bulk.deactivate)}
        {button('role', texts.bulk.setRole)}
        {button('export', texts.bulk.export, props.needsConnection)}
        {button('mail', texts.bulk.mail, props.needsConnection)}
        {button('delete', texts.bulk.delete)}
      </div>
    </section>
  );
}
