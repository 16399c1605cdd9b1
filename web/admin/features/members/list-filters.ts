import { memberRoles, type MemberRole } from '../../../../server/contracts/member';
import { memberFilterSchema, type MemberFilterInput } from '../../../../server/contracts/member-list';

/**
 * The member list's filters as the screen's URL holds them (a filtered list can be bookmarked, and the
 * dashboard links to /admin/leden?email=nee): Dutch names and values, each left out when it filters
 * nothing. The server's list takes the same filters under its own names (contracts/member-list.ts).
 */

export type YesNo = '' | 'ja' | 'nee';
const flagFilters = ['actief', 'bestuur', 'euraudax', 'betaald', 'email'] as const;
type FlagFilter = (typeof flagFilters)[number];
const textFilters = ['zoek', 'leeftijdVan', 'leeftijdTot', 'lidSindsVan', 'lidSindsTot'] as const;
type TextFilter = (typeof textFilters)[number];

export type ListFilters = Record<FlagFilter, YesNo> & Record<TextFilter, string> & { rol: MemberRole | '' };

export const noFilters: ListFilters = {
  zoek: '',
  rol: '',
  actief: '',
  bestuur: '',
  euraudax: '',
  betaald: '',
  email: '',
  leeftijdVan: '',
  leeftijdTot: '',
  lidSindsVan: '',
  lidSindsTot: '',
};

/** Each filter's name in the screen's URL. */
const urlNames: Record<keyof ListFilters, string> = {
  zoek: 'zoek',
  rol: 'rol',
  actief: 'actief',
  bestuur: 'bestuur',
  euraudax: 'euraudax',
  betaald: 'betaald',
  email: 'email',
  leeftijdVan: 'leeftijd-van',
  leeftijdTot: 'leeftijd-tot',
  lidSindsVan: 'lid-sinds-van',
  lidSindsTot: 'lid-sinds-tot',
};
const pageName = 'pagina';

/** The role in the URL as the admin reads it (?rol=bestuurslid). */
const roleSlugs: Record<MemberRole, string> = {
  BOARDMEMBER: 'bestuurslid',
  MEMBER: 'lid',
  AID: 'helper',
  EURAUDAX: 'euraudax',
  HELPINGMEMBER: 'helpend-lid',
};

/** Each filter under the server's name, and its value there. */
const apiNames = {
  zoek: 'q',
  rol: 'role',
  actief: 'active',
  bestuur: 'board',
  euraudax: 'euraudax',
  betaald: 'paid',
  email: 'hasEmail',
  leeftijdVan: 'minAge',
  leeftijdTot: 'maxAge',
  lidSindsVan: 'memberSinceFrom',
  lidSindsTot: 'memberSinceTo',
} as const satisfies Record<keyof ListFilters, keyof MemberFilterInput>;

const yesNo = (value: string | null): YesNo => (value === 'ja' || value === 'nee' ? value : '');

/** The filters and page of a URL; an unknown value filters nothing. */
export function filtersFromUrl(params: URLSearchParams): { filters: ListFilters; page: number } {
  const filters = { ...noFilters };
  for (const name of flagFilters) filters[name] = yesNo(params.get(urlNames[name]));
  for (const name of textFilters) filters[name] = params.get(urlNames[name]) ?? '';
  const slug = params.get(urlNames.rol);
  filters.rol = memberRoles.find((role) => roleSlugs[role] === slug) ?? '';
  const page = Number(params.get(pageName));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The screen's URL query for filters and page: only what filters, no page 1. */
export function urlOf(filters: ListFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as [keyof ListFilters, string][]) {
    if (value === '') continue;
    params.set(urlNames[name], name === 'rol' ? roleSlugs[value as MemberRole] : value);
  }
  if (page > 1) params.set(pageName, String(page));
  return params;
}

/** The filters as the server takes them: its names, 'true'/'false', every value text; empty ones left out. */
export function apiFilterOf(filters: ListFilters): MemberFilterInput {
  const filter: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters) as [keyof ListFilters, string][]) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    const isFlag = (flagFilters as readonly string[]).includes(name);
    filter[apiNames[name]] = isFlag ? String(trimmed === 'ja') : trimmed;
  }
  return filter as MemberFilterInput;
}

/** The server's messages for filters that cannot be asked (a letter in an age), by the screen's filter name. */
export function filterErrors(filters: ListFilters): Partial<Record<keyof ListFilters, string>> {
  const checked = memberFilterSchema.safeParse(apiFilterOf(filters));
  if (checked.success) return {};
  const errors: Partial<Record<keyof ListFilters, string>> = {};
  for (const issue of checked.error.issues) {
    const apiName = String(issue.path[0]);
    const name = (Object.keys(apiNames) as (keyof ListFilters)[]).find((key) => apiNames[key] === apiName);
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}

/** Whether any filter beyond the name search and role is set (the extra filters then show open). */
export const hasMoreFilters = (filters: ListFilters) =>
  (Object.keys(filters) as (keyof ListFilters)[]).some(
    (name) => name !== 'zoek' && name !== 'rol' && filters[name] !== '',
  );

export const isFiltered = (filters: ListFilters) => Object.values(filters).some((value) => value !== '');
