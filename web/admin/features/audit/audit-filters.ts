import { auditKinds, auditQuerySchema, type AuditKind } from '../../../../server/contracts/audit';

/**
 * The Logboek's filters as the screen's URL holds them (a filtered log can be bookmarked): Dutch names,
 * each left out when it filters nothing. The server reads the same filters under its own names.
 */
export type AuditFilters = { persoon: string; soort: AuditKind | ''; van: string; tot: string };

export const noAuditFilters: AuditFilters = { persoon: '', soort: '', van: '', tot: '' };

const pageName = 'pagina';
const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page of a URL; an unknown value filters nothing. */
export function auditFiltersFromUrl(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const person = params.get('persoon') ?? '';
  const kind = params.get('soort') ?? '';
  const dayOf = (name: string) => {
    const value = params.get(name) ?? '';
    return day.test(value) ? value : '';
  };
  const page = Number(params.get(pageName));
  return {
    filters: {
      persoon: /^[1-9]\d{0,14}$/.test(person) ? person : '',
      soort: (auditKinds as readonly string[]).includes(kind) ? (kind as AuditKind) : '',
      van: dayOf('van'),
      tot: dayOf('tot'),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The screen's URL query: only what filters, no page 1. */
export function auditUrlOf(filters: AuditFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') params.set(name, value);
  if (page > 1) params.set(pageName, String(page));
  return params;
}

/** Each filter's name in the query GET /admin/api/audit takes. */
const apiNames = { persoon: 'person', soort: 'kind', van: 'from', tot: 'to' } as const;

/** The query GET /admin/api/audit takes: its names, empty ones left out. */
export function auditApiQuery(filters: AuditFilters, page: number): URLSearchParams {
  const query = new URLSearchParams();
  const names = apiNames;
  for (const [name, value] of Object.entries(filters) as [keyof AuditFilters, string][]) {
    if (value !== '') query.set(names[name], value);
  }
  query.set('page', String(page));
  return query;
}

/** The server's messages for filters it would refuse (a 'van' after 'tot'), by the screen's filter name. */
export function auditFilterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  const checked = auditQuerySchema.safeParse(Object.fromEntries(auditApiQuery(filters, 1)));
  if (checked.success) return {};
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  for (const issue of checked.error.issues) {
    const name = (Object.keys(apiNames) as (keyof AuditFilters)[]).find((key) => apiNames[key] === issue.path[0]);
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}

export const isAuditFiltered = (filters: AuditFilters) => Object.values(filters).some((value) => value !== '');
