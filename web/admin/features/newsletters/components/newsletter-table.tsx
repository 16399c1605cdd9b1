import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { AdminListTable } from '../../../components/admin-list-table';
import type { Newsletter } from '../api/get-newsletters';
import { formatTimestamp } from './format-timestamp';
import { newsletterAdminTexts as texts } from '../texts';
import { adminNewsletterPath } from '../../../../../server/contracts';

type NewsletterTableProps = {
  newsletters: readonly Newsletter[];
  /** Ids of newsletters with a write under way: their switch and delete wait for the answer. */
  busy: ReadonlySet<number>;
  onTogglePublished: (newsletter: Newsletter, published: boolean) => void;
  onDelete: (newsletter: Newsletter) => void;
};

const timeCell = (timestamp: string) => <time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>;

const columns = [
  { header: texts.columns.created, cell: (newsletter: Newsletter) => timeCell(newsletter.creationTimestamp) },
  { header: texts.columns.updated, cell: (newsletter: Newsletter) => timeCell(newsletter.updateTimestamp) },
];

/** SPEC §2: published toggle, title, created, last updated, edit and delete; the empty text when there are none. */
export function NewsletterTable({ newsletters, busy, onTogglePublished, onDelete }: NewsletterTableProps) {
  return (
    <AdminListTable
      rows={newsletters}
      collectionUrl={adminApiPaths.newsletters.list}
      emptyText={texts.empty}
      headers={{ published: texts.columns.published, name: texts.columns.title, actions: texts.columns.actions }}
      nameOf={(newsletter) => newsletter.title}
      publishedLabel={texts.publishedLabel}
      columns={columns}
      editPath={adminNewsletterPath}
      busy={busy}
      onTogglePublished={onTogglePublished}
      onDelete={onDelete}
    />
  );
}
