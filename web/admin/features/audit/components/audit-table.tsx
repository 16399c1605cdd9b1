import type { AuditRow } from '../../../../../server/contracts/audit';
import { auditTexts as texts, collectionLabels, kindLabel } from '../texts';

/** When, in the club's time (nl-BE), wherever the admin's laptop is set. */
const formatAt = (iso: string) =>
  new Date(iso).toLocaleString('nl-BE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Brussels' });

/** The records an entry names: the first few by number, and how many more. */
function recordsOf(entry: AuditRow): string | null {
  if (!entry.recordIds || entry.recordIds.length === 0) return null;
  const count = entry.recordCount ?? entry.recordIds.length;
  const shown = entry.recordIds.map((id) => `#${id}`).join(', ');
  return texts.records(shown, count, count - entry.recordIds.length);
}

/** What happened: the collection and action, the records, and the names of the fields (never values). */
function What({ entry }: { entry: AuditRow }) {
  const collection = entry.collection ? (collectionLabels[entry.collection] ?? entry.collection) : null;
  const records = recordsOf(entry);
  return (
    <>
      <span>{collection ? `${collection}: ${entry.action}` : entry.action}</span>
      {records && <span className="audit-detail">{records}</span>}
      {entry.fields && entry.fields.length > 0 && (
        <span className="audit-detail">
          {texts.fields}: {entry.fields.join(', ')}
        </span>
      )}
    </>
  );
}

/** The log's page: Wanneer, Wie, Soort, Wat. Read only: no row has an action. */
export function AuditTable({ entries }: { entries: AuditRow[] }) {
  return (
    // On a phone the table scrolls sideways: a region the keyboard can reach and scroll.
    <div className="admin-table-wrap" role="region" aria-label={texts.caption} tabIndex={0}>
      <table className="admin-table audit-table">
        <caption className="visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.at}</th>
            <th scope="col">{texts.columns.who}</th>
            <th scope="col">{texts.columns.kind}</th>
            <th scope="col">{texts.columns.what}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>
                <time dateTime={entry.at}>{formatAt(entry.at)}</time>
              </td>
              <td>{entry.actorName ?? texts.noOne}</td>
              <td>{kindLabel(entry.kind)}</td>
              <td>
                <What entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
