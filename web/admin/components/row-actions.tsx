import { Link } from 'react-router';
import { componentTexts } from './texts';

/** Where Bewerken goes (a form page), or what it does (a modal). */
export type RowEdit = { to: string } | { onClick: () => void };

type RowActionsProps = {
  /** What the row is called; a screen reader hears 'Bewerken {name}', so the rows' buttons differ. */
  name: string;
  edit: RowEdit;
  onDelete: () => void;
  /** A write on the row is under way: Verwijderen waits, keeping the focus (aria-disabled, not disabled). */
  busy?: boolean;
};

/** A list row's Bewerken and Verwijderen, the same in every admin table. */
export function RowActions({ name, edit, onDelete, busy = false }: RowActionsProps) {
  // The row's name in a hidden span: the visible word stays first in the accessible name.
  const named = (word: string) => (
    <>
      {word}
      <span className="visually-hidden"> {name}</span>
    </>
  );
  return (
    <div className="admin-row-actions">
      {'to' in edit ? (
        <Link className="button button-small" to={edit.to}>
          {named(componentTexts.edit)}
        </Link>
      ) : (
        <button type="button" className="button button-small" onClick={edit.onClick}>
          {named(componentTexts.edit)}
        </button>
      )}
      <button
        type="button"
        className="button button-small button-danger"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onDelete();
        }}
      >
        {named(componentTexts.delete)}
      </button>
    </div>
  );
}
