import { auditTexts as texts } from '../texts';

type AuditPaginationProps = { page: number; pageCount: number; onPage: (page: number) => void };

/** 'Pagina x van y' with Vorige/Volgende, disabled at the ends (as the member list has it). */
export function AuditPagination({ page, pageCount, onPage }: AuditPaginationProps) {
  return (
    <nav className="admin-pagination" aria-label={texts.pagination}>
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
