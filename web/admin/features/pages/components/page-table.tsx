import { adminApiPaths } from '../../../../../server/contracts/api-paths';
import { AdminListTable } from '../../../components/admin-list-table';
import type { Page } from '../api/get-admin-pages';
import { pagesTexts as texts } from '../texts';
import { adminPagePath } from '../../../../../server/contracts';

type PageTableProps = {
  pages: readonly Page[];
  /** Ids of pages with a write under way: their switch and delete wait for the answer. */
  busy: ReadonlySet<number>;
  onTogglePublished: (page: Page, published: boolean) => void;
  onDelete: (page: Page) => void;
};

const columns = [{ header: texts.columns.link, cell: (page: Page) => `/${page.link}` }];

/** SPEC §2 "Admin info pages": published toggle, title, link as /slug, edit and delete. */
export function PageTable({ pages, busy, onTogglePublished, onDelete }: PageTableProps) {
  return (
    <AdminListTable
      rows={pages}
      collectionUrl={adminApiPaths.pages.list}
      emptyText={texts.empty}
      headers={{ published: texts.columns.published, name: texts.columns.title, actions: texts.columns.actions }}
      nameOf={(page) => page.title}
      publishedLabel={texts.publishedLabel}
      columns={columns}
      editPath={adminPagePath}
      busy={busy}
      onTogglePublished={onTogglePublished}
      onDelete={onDelete}
    />
  );
}
