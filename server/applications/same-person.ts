import type { ApplicationData, ApplicationMatch, MemberData, MemberRecord } from '../contracts';
import { textFields } from '../contracts';
import type { Store } from '../store';

const folded = (text: string) => text.trim().toLocaleLowerCase('nl-BE');

/**
 * Finds the members who may be an applicant: the same e-mail address (in any case), or the same first
 * and last name and birth date. Made once per answer, so a list of applications reads the members once.
 * A forgotten member is nobody any more.
 */
export function memberMatcher(store: Store): (application: ApplicationData) => ApplicationMatch[] {
  const byEmail = new Map<string, MemberRecord[]>();
  const byPerson = new Map<string, MemberRecord[]>();
  const add = (index: Map<string, MemberRecord[]>, key: string, member: MemberRecord) => {
    const found = index.get(key);
    if (found) found.push(member);
    else index.set(key, [member]);
  };
  const personKey = (person: { firstName: string; lastName: string; dateOfBirth: string }) =>
    `${folded(person.firstName)}\u0000${folded(person.lastName)}\u0000${person.dateOfBirth}`;
  for (const member of store.members.all()) {
    if (member.erasedAt !== null) continue;
    if (member.email) add(byEmail, folded(member.email), member);
    if (member.dateOfBirth) add(byPerson, personKey({ ...member, dateOfBirth: member.dateOfBirth }), member);
  }
  const match = (by: ApplicationMatch['by']) => (member: MemberRecord) => ({
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    by,
  });
  return (application) => {
    const sameEmail = application.email ? (byEmail.get(folded(application.email)) ?? []) : [];
    const samePerson = application.dateOfBirth
      ? (byPerson.get(personKey({ ...application, dateOfBirth: application.dateOfBirth })) ?? [])
      : [];
    return [
      ...sameEmail.map(match('email')),
      ...samePerson.filter((member) => !sameEmail.includes(member)).map(match('nameAndBirthDate')),
    ];
  };
}

/** A member's data as written: the names and gender always, the rest where given. */
type MemberFields = Pick<MemberData, 'firstName' | 'lastName' | 'gender'> & Partial<MemberData>;

/** The applicant's own data, as a member has it; what the application leaves empty is not among it. */
function personalData(application: ApplicationData): MemberFields {
  const optional = {
    dateOfBirth: application.dateOfBirth,
    email: application.email,
    phoneNumber: application.phoneNumber,
    address: application.address,
  };
  const filled = Object.entries(optional).filter(([, value]) => value !== null);
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    gender: application.gender,
    ...(Object.fromEntries(filled) as Partial<MemberData>),
  };
}

/** A new active member from an accepted application, a member since `today`. */
export function newMember(application: ApplicationData, today: string): MemberFields {
  return {
    ...personalData(application),
    role: 'MEMBER',
    active: true,
    memberSince: today,
    comments: application.remarks,
  };
}

/**
 * An existing member brought up to date by an accepted application: what the applicant filled in
 * replaces what the club had, the member is active, and the remarks join the comments when they fit.
 */
export function updatedMember(member: MemberData, application: ApplicationData, today: string): MemberData {
  const comments = [member.comments, application.remarks].filter(Boolean).join('\n\n');
  return {
    ...member,
    ...personalData(application),
    active: true,
    memberSince: member.memberSince ?? today,
    comments: comments.length <= textFields.comments.max ? comments || null : member.comments,
  };
}
