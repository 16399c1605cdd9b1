import { PendingMark, useBlockedId } from '../../components/pending-mark';
import { PublishSwitch } from '../../components/publish-switch';
import { RowActions } from '../../components/row-actions';
import { usePendingIds } from '../../outbox/use-outbox';
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
  // Rows with a change waiting in the outbox say so.
  const pending = usePendingIds('/admin/api/newsletters');
  const blocked = useBlockedId('/admin/api/newsletters');
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
              <td>
                {newsletter.title}
                <PendingMark pending={pending.has(newsletter.id)} blocked={blocked === newsletter.id} />
              </td>
              <td>
                <time dateTime={newsletter.creationTimestamp}>{formatTimestamp(newsletter.creationTimestamp)}</time>
              </td>
              <td>
                <time dateTime={newsletter.updateTimestamp}>{formatTimestamp(newsletter.updateTimestamp)}</time>
              </td>
              <td>
                <RowActions
                  name={newsletter.title}
                  edit={{ to: `/admin/nieuwsbrieven/${newsletter.id}` }}
                  busy={busy.has(newsletter.id)}
                  onDelete={() => onDelete(newsletter)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
