import type { MemberImportSummary } from '../../../../../server/contracts/member-import';
import { formatSavedAt } from '../../../../lib/formatting';
import { ConnectionHint, useNeedsConnection } from '../../../components/needs-connection';
import { importTexts as texts } from '../texts';

type ImportHistoryProps = {
  imports: MemberImportSummary[];
  busyId: number | null;
  onUndo: (entry: MemberImportSummary) => void;
};

const when = (iso: string) => formatSavedAt(new Date(iso));

/** The imports, newest first, each with "Ongedaan maken" (which needs the connection) until it is undone. */
export function ImportHistory({ imports, busyId, onUndo }: ImportHistoryProps) {
  const connection = useNeedsConnection();
  if (imports.length === 0) return <p>{texts.historyEmpty}</p>;
  return (
    <>
      <ConnectionHint id={connection.hintId} offline={connection.offline} />
      <div className="admin-table-wrap">
        <table className="admin-table member-import-history">
          <caption className="visually-hidden">{texts.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.historyColumns.date}</th>
              <th scope="col">{texts.historyColumns.file}</th>
              <th scope="col">{texts.historyColumns.by}</th>
              <th scope="col">{texts.historyColumns.result}</th>
              <th scope="col">{texts.historyColumns.action}</th>
            </tr>
          </thead>
          <tbody>
            {imports.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.importedAt)}</td>
                <th scope="row">{entry.fileName}</th>
                <td>{entry.importedBy}</td>
                <td>{texts.historyResult(entry.counts)}</td>
                <td>
                  {entry.undoneAt ? (
                    texts.undone(when(entry.undoneAt))
                  ) : (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={texts.undoLabel(entry.fileName, when(entry.importedAt))}
                      aria-disabled={busyId === entry.id || undefined}
                      {...connection.buttonProps}
                      onClick={() => {
                        if (busyId === null && !connection.offline) onUndo(entry);
                      }}
                    >
                      {texts.undo}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
