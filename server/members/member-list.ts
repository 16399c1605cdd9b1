import type { MemberFilter, MemberListPage, MemberListQuery, MemberRecord } from '../contracts';
import { memberListPageSizes } from '../contracts';
import type { Store } from '../store';
import { clubDay } from '../infra/walk-time';
import { filterKey, filtersBeyondSearch, memberMatcher, normalizedSearch, searchName } from './member-filter';

const collator = new Intl.Collator('nl', { sensitivity: 'base' });
const byName = (a: MemberRecord, b: MemberRecord) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

type Index = {
  records: readonly MemberRecord[];
  sorted: MemberRecord[];
  names: string[];
  /** The members matching a filter, by filterKey: paging through them filters once. */
  matches: Map<string, MemberRecord[]>;
};

/** How many filters an index keeps the matches of; the oldest goes first. */
const keptSearches = 32;

/**
 * The members sorted by name with their search names, made once per committed state of the
 * members collection (its records array is new after every write) instead of once per request:
 * sorting 10,000 members with a collator costs tens of milliseconds, a page of them almost nothing.
 * Ages are counted on `now`'s day in Belgium.
 */
export function memberListIndex(store: Store, now: () => Date) {
  let index: Index | undefined;
  const current = (): Index => {
    const records = store.members.all();
    if (index?.records !== records) {
      const sorted = [...records].sort(byName);
      index = { records, sorted, names: sorted.map(searchName), matches: new Map() };
    }
    return index;
  };

  /** Every member matching the filter, sorted by name. */
  const matching = (filter: MemberFilter): readonly MemberRecord[] => {
    const { sorted, names, matches } = current();
    const search = normalizedSearch(filter.q);
    if (search === '' && !filtersBeyondSearch(filter)) return sorted;
    const today = clubDay(now());
    const key = filterKey(filter, today);
    const test = memberMatcher(filter, today);
    const found =
      matches.get(key) ?? sorted.filter((member, i) => (!search || names[i]?.includes(search)) && test(member));
    matches.delete(key);
    matches.set(key, found);
    if (matches.size > keptSearches) matches.delete(matches.keys().next().value ?? '');
    return found;
  };

  return {
    /** Every member, sorted by name (last, first, id). */
    sorted: (): readonly MemberRecord[] => current().sorted,
    matching,

    page(query: MemberListQuery): MemberListPage<MemberRecord> {
      const { page: asked, size: askedSize, ...filter } = query;
      const found = matching(filter);
      const size = askedSize ?? memberListPageSizes.default;
      const pageCount = Math.max(1, Math.ceil(found.length / size));
      const page = Math.min(asked ?? 1, pageCount);
      return {
        members: found.slice((page - 1) * size, page * size),
        total: found.length,
        page,
        size,
        pageCount,
      };
    },
  };
}
