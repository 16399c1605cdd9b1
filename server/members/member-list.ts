import type { MemberListPage, MemberListQuery, MemberRecord } from '../contracts';
import { memberListPageSizes } from '../contracts';
import type { Store } from '../store';

const collator = new Intl.Collator('nl', { sensitivity: 'base' });
const byName = (a: MemberRecord, b: MemberRecord) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id;

/** What the admin screen searches in: first plus last name, lower case (web/admin/features/members). */
const searchName = (member: MemberRecord) => `${member.firstName} ${member.lastName}`.trim().toLocaleLowerCase('nl');

type Index = {
  records: readonly MemberRecord[];
  sorted: MemberRecord[];
  names: string[];
  /** The members matching a search and role, by `${role}\n${search}`: paging through them filters once. */
  matches: Map<string, MemberRecord[]>;
};

/** How many searches an index keeps the matches of; the oldest goes first. */
const keptSearches = 32;

/**
 * The members sorted by name with their search names, made once per committed state of the
 * members collection (its records array is new after every write) instead of once per request:
 * sorting 10,000 members with a collator costs tens of milliseconds, a page of them almost nothing.
 */
export function memberListIndex(store: Store) {
  let index: Index | undefined;
  const current = (): Index => {
    const records = store.members.all();
    if (index?.records !== records) {
      const sorted = [...records].sort(byName);
      index = { records, sorted, names: sorted.map(searchName), matches: new Map() };
    }
    return index;
  };

  return {
    /** Every member, sorted by name (last, first, id). */
    sorted: (): readonly MemberRecord[] => current().sorted,

    page(query: MemberListQuery): MemberListPage<MemberRecord> {
      const { sorted, names, matches } = current();
      const search = query.q?.trim().toLocaleLowerCase('nl') ?? '';
      const role = query.role || undefined;
      let matching = sorted;
      if (search !== '' || role) {
        const key = `${role ?? ''}\n${search}`;
        matching =
          matches.get(key) ??
          sorted.filter((member, i) => (!role || member.role === role) && (!search || names[i]?.includes(search)));
        matches.delete(key);
        matches.set(key, matching);
        if (matches.size > keptSearches) matches.delete(matches.keys().next().value ?? '');
      }
      const size = query.size ?? memberListPageSizes.default;
      const pageCount = Math.max(1, Math.ceil(matching.length / size));
      const page = Math.min(query.page ?? 1, pageCount);
      return {
        members: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        page,
        size,
        pageCount,
      };
    },
  };
}
