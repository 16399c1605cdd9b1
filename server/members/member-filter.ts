import type { MemberFilter, MemberRecord } from '../contracts';

/** Whole years from a birth date to a day, both "YYYY-MM-DD": a birthday counts from its own day on. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** What the name search looks in: first plus last name, lower case, as the screen writes it. */
export const searchName = (member: Pick<MemberRecord, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim().toLocaleLowerCase('nl');

/** The search as the list compares it: trimmed and lower case; '' searches nothing. */
export const normalizedSearch = (q: string | undefined) => q?.trim().toLocaleLowerCase('nl') ?? '';

/** Whether a filter names anything to filter on (the search aside). */
export function filtersBeyondSearch(filter: MemberFilter): boolean {
  return Object.entries(filter).some(([key, value]) => key !== 'q' && value !== undefined);
}

/**
 * The test of every filter but the name search (member-list.ts keeps the search names), on the day
 * `today`; see memberFilterShape in contracts/member-list.ts for what each one means.
 */
export function memberMatcher(filter: MemberFilter, today: string): (member: MemberRecord) => boolean {
  const { role, active, board, euraudax, paid, hasEmail, minAge, maxAge, memberSinceFrom, memberSinceTo } = filter;
  const ageBound = minAge !== undefined || maxAge !== undefined;
  return (member) => {
    if (role && member.role !== role) return false;
    if (active !== undefined && member.active !== active) return false;
    if (board !== undefined && (member.role === 'BOARDMEMBER') !== board) return false;
    if (euraudax !== undefined && (member.euraudax || member.role === 'EURAUDAX') !== euraudax) return false;
    if (paid !== undefined && member.paid !== paid) return false;
    if (hasEmail !== undefined && Boolean(member.email) !== hasEmail) return false;
    if (ageBound) {
      if (!member.dateOfBirth) return false;
      const age = ageOn(member.dateOfBirth, today);
      if (minAge !== undefined && age < minAge) return false;
      if (maxAge !== undefined && age > maxAge) return false;
    }
    if (memberSinceFrom || memberSinceTo) {
      if (!member.memberSince) return false;
      if (memberSinceFrom && member.memberSince < memberSinceFrom) return false;
      if (memberSinceTo && member.memberSince > memberSinceTo) return false;
    }
    return true;
  };
}

/** A key for the members a filter selects on a day: the same key, the same members (for a given list). */
export function filterKey(filter: MemberFilter, today: string): string {
  const ageBound = filter.minAge !== undefined || filter.maxAge !== undefined;
  const entries = Object.entries({ ...filter, q: normalizedSearch(filter.q) || undefined })
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  // Ages move with the calendar: the day is part of the key only when an age is asked.
  return JSON.stringify([entries, ageBound ? today : '']);
}
