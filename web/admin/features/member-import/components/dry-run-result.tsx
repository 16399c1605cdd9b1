import { useState } from 'react';
import {
  memberImportFields,
  type MemberImportPlan,
  type MemberImportRow,
  type MemberImportRowStatus,
} from '../../../../../server/contracts/member-import';
import { importTexts as texts } from '../texts';

const statuses = Object.keys(texts.statuses) as MemberImportRowStatus[];
/** Rows shown at once: a file of thousands stays quick to scroll and to read aloud. */
const pageRows = 200;

function RowDetails({ row }: { row: MemberImportRow }) {
  if (row.changes?.length) {
    return (
      <ul className="member-import-changes">
        {row.changes.map((change) => (
          <li key={change.field}>
            {texts.change(memberImportFields[change.field].label, change.before, change.after)}
          </li>
        ))}
      </ul>
    );
  }
  return row.reason ? <>{row.reason}</> : null;
}

/** Step 3: the counts, then per row what the import would do, filtered by result. */
export function DryRunResult({ plan }: { plan: MemberImportPlan }) {
  const [status, setStatus] = useState<MemberImportRowStatus | ''>('');
  const [shown, setShown] = useState(pageRows);
  const rows = status ? plan.rows.filter((row) => row.status === status) : plan.rows;

  return (
    <>
      <ul className="member-import-counts" aria-label={texts.counts}>
        {statuses.map((key) => (
          <li key={key}>
            <strong>{plan.counts[key]}</strong> {texts.statuses[key].toLowerCase()}
          </li>
        ))}
      </ul>
      <p className="admin-hint">{texts.nothingSaved}</p>
      <div className="form-field member-import-filter">
        <label className="form-field-label" htmlFor="member-import-filter">
          {texts.show}
        </label>
        <select
          id="member-import-filter"
          className="form-field-control"
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as MemberImportRowStatus | '');
            setShown(pageRows);
          }}
        >
          <option value="">{texts.allRows}</option>
          {statuses.map((key) => (
            <option key={key} value={key}>
              {texts.statuses[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table member-import-result">
          <caption className="visually-hidden">{texts.resultCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.resultColumns.row}</th>
              <th scope="col">{texts.resultColumns.name}</th>
              <th scope="col">{texts.resultColumns.status}</th>
              <th scope="col">{texts.resultColumns.details}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row) => (
              <tr key={row.row} data-status={row.status}>
                <td>{row.row}</td>
                <th scope="row">{row.name || texts.noName}</th>
                <td>{texts.statuses[row.status]}</td>
                <td>
                  <RowDetails row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <div className="admin-actions">
          <p className="admin-hint">{texts.shownOf(shown, rows.length)}</p>
          <button type="button" className="button" onClick={() => setShown((count) => count + pageRows)}>
            {texts.showMore}
          </button>
        </div>
      )}
    </>
  );
}
