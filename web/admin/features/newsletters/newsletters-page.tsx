import { AdminListPage } from '../../components/admin-list-page';
import { AdminListTable, type AdminList } from '../../components/admin-list-table';
import { failureText } from '../../lib/failure-text';
import { usePublishedList, type ListWriteOptions } from '../../lib/use-list-writes';
import { deleteNewsletter } from './api/delete-newsletter';
import { getNewsletters, type Newsletter } from './api/get-newsletters';
import { publishNewsletter } from './api/publish-newsletter';
import { formatTimestamp } from './components/format-timestamp';
import { newsletterAdminTexts as texts } from './texts';
import { adminApiPaths, adminNewsletterPath } from '../../../../server/contracts';

/** SPEC §4: a newsletter flips at once. */
const writeOptions: ListWriteOptions<Newsletter> = {
  publish: publishNewsletter,
  remove: deleteNewsletter,
  optimistic: true,
  texts: { success: texts.actionSucceeded, toggleFailed: texts.publishFailed, deleteFailed: texts.deleteFailed },
};

const timeCell = (timestamp: string) => <time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>;

/** SPEC §2: published toggle, title, created, last updated, edit and delete; the empty text when there are none. */
const newsletterList: AdminList<Newsletter> = {
  collectionUrl: adminApiPaths.newsletters.list,
  emptyText: texts.empty,
  headers: { name: texts.columns.title, actions: texts.columns.actions },
  publish: { header: texts.columns.published, label: texts.publishedLabel },
  nameOf: (newsletter) => newsletter.title,
  columns: [
    { header: texts.columns.created, cell: (newsletter) => timeCell(newsletter.creationTimestamp) },
    { header: texts.columns.updated, cell: (newsletter) => timeCell(newsletter.updateTimestamp) },
  ],
  edit: (newsletter) => ({ to: adminNewsletterPath(newsletter) }),
};

/** SPEC §2 "Admin newsletters": the list with publish toggles, edit and delete. */
export function NewslettersPage() {
  const { list, writes } = usePublishedList('admin-newsletters', getNewsletters, writeOptions);
  return (
    <AdminListPage
      title={texts.listTitle}
      add={{ label: texts.newNewsletter, to: adminNewsletterPath({ id: 'new' }) }}
      list={list}
      loadFailed={(error) => failureText(texts.loadListFailed, error)}
      writes={writes}
      confirmDelete={texts.confirmDelete}
    >
      {(rows) => <AdminListTable rows={rows} {...newsletterList} {...writes.rows} />}
    </AdminListPage>
  );
}
