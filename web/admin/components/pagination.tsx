import { componentTexts as texts } from './texts';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages are of, for a screen reader: 'Paginering van het logboek'. */
  label?: string;
};

/** SPEC §2: 'Pagina x van y' with Vorige/Volgende, disabled at the ends (the member list, the Logboek). */
export function Pagination({ page, pageCount, onPage, label = texts.pagination }: PaginationProps) {
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" className="button button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span aria-live="polite">{texts.page(page, pageCount)}</span>
      <button
        type="button"
        className="button button-small"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}
