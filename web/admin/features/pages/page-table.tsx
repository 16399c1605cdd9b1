import { Link } from 'react-router';
import { PublishSwitch } from '../../components/publish-switch';
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
              <td>{page.title}</td>
              <td>/{page.link}</td>
              <td>
                <div className="admin-row-actions">
                  {/* The title in a hidden span names the row for screen readers; the visible word stays first. */}
                  <Link className="button button-small" to={`/admin/info/${page.id}`}>
                    {texts.edit}
                    <span className="visually-hidden"> {page.title}</span>
                  </Link>
                  {/* aria-disabled, not disabled: the button keeps the focus while the write runs. */}
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-disabled={busy.has(page.id) || undefined}
                    onClick={() => {
                      if (!busy.has(page.id)) onDelete(page);
                    }}
                  >
                    {texts.delete}
                    <span className="visually-hidden"> {page.title}</span>
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
