import { Link } from 'react-router';
import { PublishSwitch } from '../../components/publish-switch';
import type { Newsletter } from './api/get-newsletters';
import { formatTimestamp } from './format-timestamp';
import { newsletterAdminTexts as texts } from './texts';

type NewsletterTableProps = {
  newsletters: readonly Newsletter[];
  /** Ids of newsletters with a write under way: their switch and delete wait for the answer. */
  busy: ReadonlySet<number>;
  onTogglePublished: (newsletter: Newsletter, published: boolean) => void;
  onDelete: (newsletter: Newsletter) => void;
};

/** SPEC §2: published toggle, title, created, last updated, edit and delete; the empty text when there are none. */
export function NewsletterTable({ newsletters, busy, onTogglePublished, onDelete }: NewsletterTableProps) {
  if (newsletters.length === 0) return <p>{texts.empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{texts.columns.published}</th>
            <th scope="col">{texts.columns.title}</th>
            <th scope="col">{texts.columns.created}</th>
            <th scope="col">{texts.columns.updated}</th>
            <th scope="col">{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {newsletters.map((newsletter) => (
            <tr key={newsletter.id}>
              <td>
                <PublishSwitch
                  checked={newsletter.published}
                  label={texts.publishedLabel(newsletter.title)}
                  disabled={busy.has(newsletter.id)}
                  onChange={(published) => onTogglePublished(newsletter, published)}
                />
              </td>
              <td>{newsletter.title}</td>
              <td>
                <time dateTime={newsletter.creationTimestamp}>{formatTimestamp(newsletter.creationTimestamp)}</time>
              </td>
              <td>
                <time dateTime={newsletter.updateTimestamp}>{formatTimestamp(newsletter.updateTimestamp)}</time>
              </td>
              <td>
                <div className="admin-row-actions">
                  <Link className="button button-small" to={`/admin/nieuwsbrieven/${newsletter.id}`}>
                    {texts.edit}
                    <span className="visually-hidden"> {newsletter.title}</span>
                  </Link>
                  {/* aria-disabled, not disabled: the button keeps the focus while the write runs. */}
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-disabled={busy.has(newsletter.id) || undefined}
                    onClick={() => {
                      if (!busy.has(newsletter.id)) onDelete(newsletter);
                    }}
                  >
                    {texts.remove}
                    <span className="visually-hidden"> {newsletter.title}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
