import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditAnswer } from '../../../../server/contracts/audit';
import { LoadFailure } from '../../components/load-failure';
import { componentTexts } from '../../components/texts';
import { failureText } from '../../lib/failure-text';
import { useOffline } from '../../outbox/use-outbox';
import { useAuditPage } from './api/get-audit-page';
import {
  auditApiQuery,
  auditFilterErrors,
  auditFiltersFromUrl,
  auditUrlOf,
  isAuditFiltered,
  type AuditFilters,
} from './audit-filters';
import { AuditFilterFields } from './components/audit-filter-fields';
import { Pagination } from '../../components/pagination';
import { AuditTable } from './components/audit-table';
import { auditTexts as texts } from './texts';
import './audit.css';

/**
 * /admin/logboek: who did what in the admin, for beheerders. Read only; the filters and the
 * page live in the URL (persoon, soort, van, tot, pagina). Offline, a page read before shows from its
 * kept copy; another says it needs the connection.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = auditFiltersFromUrl(params);
  const errors = auditFilterErrors(filters);
  const askable = Object.keys(errors).length === 0;
  const list = useAuditPage(askable ? auditApiQuery(filters, page) : null);
  const offline = useOffline();
  // The people of the last answer stay in the filter while the next page loads.
  const [people, setPeople] = useState<AuditAnswer['people']>([]);
  const loaded = list.state.status === 'success' ? list.state.data.people : undefined;
  useEffect(() => {
    if (loaded) setPeople(loaded);
  }, [loaded]);
  const show = (next: AuditFilters, nextPage: number) => setParams(auditUrlOf(next, nextPage), { replace: true });

  // Filters the server would refuse are said at their fields; no list is shown for them.
  const state = askable ? list.state : { status: 'idle' as const };
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <AuditFilterFields filters={filters} people={people} errors={errors} onChange={(next) => show(next, 1)} />
      {state.status === 'loading' && <p role="status">{componentTexts.loading}</p>}
      {state.status === 'error' && (
        <LoadFailure
          message={offline ? texts.offlineNothing : failureText(texts.loadFailed, state.error)}
          onRetry={() => void list.reload()}
        />
      )}
      {state.status === 'success' && (
        <>
          {offline && <p className="admin-hint">{texts.offlineCopy}</p>}
          {state.data.total === 0 ? (
            <p>{isAuditFiltered(filters) ? texts.emptyFiltered : texts.empty}</p>
          ) : (
            <>
              <p className="admin-hint">{texts.resultCount(state.data.total)}</p>
              <AuditTable entries={state.data.entries} />
              <Pagination
                page={state.data.page}
                pageCount={state.data.pageCount}
                onPage={(next) => show(filters, next)}
                label={texts.pagination}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
