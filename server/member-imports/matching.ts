import type { MemberRecord } from '../contracts';
import { importTexts } from './texts';

/** A name compared without case, accents, spaces, hyphens or apostrophes. */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’-]+/g, '');

export const fullName = (member: { firstName: string; lastName: string }) => `${member.firstName} ${member.lastName}`;

/** The person a row names: the keys it is recognised by. */
export type Person = { firstName?: string; lastName?: string; dateOfBirth?: string; email?: string };

export const emailKey = (email: string) => email.toLowerCase();
const namesKey = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  person.firstName && person.lastName ? `${nameKey(person.firstName)}|${nameKey(person.lastName)}` : undefined;
export const personKey = (person: Person) => {
  const names = namesKey(person);
  return names && person.dateOfBirth ? `${names}|${person.dateOfBirth}` : undefined;
};

/** Who a row is: a member it updates, none (a new member, maybe with a note), or why it is skipped. */
export type Match = { member: MemberRecord } | { member: null; note?: string } | { skip: string };

type Index = Map<string, MemberRecord[]>;
const add = (index: Index, key: string | undefined, member: MemberRecord) => {
  if (key === undefined) return;
  const list = index.get(key);
  if (list) list.push(member);
  else index.set(key, [member]);
};

/**
 * Who each row is, among the members by e-mail, by name, and by name with birth date. A forgotten
 * member (erasedAt) is nobody's match: its data is gone on purpose.
 */
export function memberMatcher(members: readonly MemberRecord[]) {
  const byEmail: Index = new Map();
  const byNames: Index = new Map();
  for (const member of members) {
    if (member.erasedAt) continue;
    if (member.email) add(byEmail, emailKey(member.email), member);
    add(byNames, namesKey(member), member);
  }
  const names = (list: readonly MemberRecord[]) => list.map(fullName).join(', ');

  /**
   * Name and birth date say who it is. An e-mail address does only with the same first name, since a
   * family often shares one; both pointing at different members is a conflict for the admin. Else the
   * name alone, when one member has it and neither birth date nor e-mail says otherwise (an export
   * without those columns imports back onto its members).
   */
  return (person: Person): Match => {
    const agrees = (member: MemberRecord) =>
      !(person.dateOfBirth && member.dateOfBirth && person.dateOfBirth !== member.dateOfBirth);
    const first = person.firstName ? nameKey(person.firstName) : undefined;
    const sameEmail = person.email ? (byEmail.get(emailKey(person.email)) ?? []) : [];
    const sameFirst = sameEmail.filter((member) => !first || nameKey(member.firstName) === first);
    const byMail = sameFirst.filter(agrees);
    const sameNames = (namesKey(person) && byNames.get(namesKey(person)!)) || [];

    const samePerson = person.dateOfBirth ? sameNames.filter((m) => m.dateOfBirth === person.dateOfBirth) : [];
    if (samePerson.length > 1) return { skip: importTexts.severalMembers(names(samePerson)) };
    const [found] = samePerson;
    if (found) {
      if (sameFirst.length > 0 && !sameFirst.includes(found)) {
        return { skip: importTexts.twoMembers(person.email!, names(sameFirst), fullName(found)) };
      }
      return { member: found };
    }
    if (byMail.length > 1) return { skip: importTexts.severalMembers(names(byMail)) };
    if (byMail[0]) return { member: byMail[0] };

    const byName = sameNames.filter(agrees);
    const mailAgrees = (member: MemberRecord) =>
      !person.email || !member.email || emailKey(member.email) === emailKey(person.email);
    if (byName.length > 1) return { skip: importTexts.severalMembers(names(byName)) };
    if (byName[0] && mailAgrees(byName[0])) return { member: byName[0] };
    if (byName[0]) return { member: null, note: importTexts.sameName(fullName(byName[0])) };
    return sameEmail[0] ? { member: null, note: importTexts.sharedEmail(fullName(sameEmail[0])) } : { member: null };
  };
}
