import { PendingMark, useBlockedId } from '../../components/pending-mark';
import { PublishSwitch } from '../../components/publish-switch';
import { RowActions } from '../../components/row-actions';
import { usePendingIds } from '../../outbox/use-outbox';
import type { Page } from './api/get-admin-pages';
import { pagesTexts as texts } from './texts';

type PageTableProps = {
  pages: readonly Page[];
  /** Ids of pages with a write under way: their switch and delete wait for the answer. */
  busy: ReadonlySet<number>;
  onTogglePublished: (page: Page, published: boolean) => void;
  onDelete: (page: Page) => void;
};

/** SPEC §2 "Admin info pages": published toggle, title, link as /slug, edit and delete. */
export function PageTable({ pages, busy, onTogglePublished, onDelete }: PageTableProps) {
  // Rows with a change waiting in the outbox say so.
  const pending = usePendingIds('/admin/api/website-pages');
  const blocked = useBlockedId('/admin/api/website-pages');
  if (pages.length === 0) return <p>{texts.empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{texts.columns.published}</th>
            <th scope="col">{texts.columns.title}</th>
            <th scope="col">{texts.columns.link}</th>
            <th scope="col">{texts.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.id}>
              <td>
                <PublishSwitch
                  checked={page.published}
                  label={texts.publishedLabel(page.title)}
                  disabled={busy.has(page.id)}
                  onChange={(published) => onTogglePublished(page, published)}
                />
              </td>
              <td>
                {page.title}
                <PendingMark pending={pending.has(page.id)} blocked={blocked === page.id} />
              </td>
              <td>/{page.link}</td>
              <td>
                <RowActions
                  name={page.title}
                  edit={{ to: `/admin/info/${page.id}` }}
                  busy={busy.has(page.id)}
                  onDelete={() => onDelete(page)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
