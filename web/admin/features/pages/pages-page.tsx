import { AdminListPage } from '../../components/admin-list-page';
import { AdminListTable, type AdminList } from '../../components/admin-list-table';
import { failureText } from '../../lib/failure-text';
import { usePublishedList, type ListWriteOptions } from '../../lib/use-list-writes';
import { deletePage } from './api/delete-page';
import { getAdminPages, type Page } from './api/get-admin-pages';
import { publishPage } from './api/publish-page';
import { pagesTexts as texts } from './texts';
import { adminApiPaths, adminPagePath } from '../../../../server/contracts';

/** SPEC §2 "Admin info pages": published toggle, title, link as /slug, edit and delete. */
const pageList: AdminList<Page> = {
  collectionUrl: adminApiPaths.pages.list,
  emptyText: texts.empty,
  headers: { name: texts.columns.title, actions: texts.columns.actions },
  publish: { header: texts.columns.published, label: texts.publishedLabel },
  nameOf: (page) => page.title,
  columns: [{ header: texts.columns.link, cell: (page) => `/${page.link}` }],
  edit: (page) => ({ to: adminPagePath(page) }),
};

/** SPEC §4: info pages flip at once. */
const writeOptions: ListWriteOptions<Page> = { publish: publishPage, remove: deletePage, optimistic: true, texts };

/** /admin/info: the info pages with their publish toggles (SPEC §2 "Admin info pages"). */
export function PagesPage() {
  const { list: pages, writes } = usePublishedList('admin-pages', getAdminPages, writeOptions);
  return (
    <AdminListPage
      title={texts.listTitle}
      add={{ label: texts.newPage, to: adminPagePath({ id: 'new' }) }}
      list={pages}
      loadFailed={(error) => failureText(texts.loadListFailed, error)}
      writes={writes}
      confirmDelete={texts.confirmDelete}
    >
      {(rows) => <AdminListTable rows={rows} {...pageList} {...writes.rows} />}
    </AdminListPage>
  );
}
