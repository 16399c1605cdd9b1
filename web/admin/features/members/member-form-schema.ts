import { z } from 'zod';
import { maxChars } from '../../../../server/contracts/common';
import { textFields, type TextField } from '../../../../server/contracts/limits';
import type { MemberRole } from '../../../../server/contracts/member';
import type { AdminMember } from './admin-member';
import { formTexts as texts } from './texts';

/** What the modal holds while the admin types: text as typed, the address flattened. */
export type MemberFormValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phoneNumber: string;
  gender: AdminMember['gender'];
  role: MemberRole;
  boardTitle: string;
  boardMemberSortOrder: string;
  euraudax: boolean;
  euraudaxTitle: string;
  clubportaal: string;
  active: boolean;
  paid: boolean;
  finished: boolean;
  street: string;
  houseNumber: string;
  busNumber: string;
  city: string;
  postalCode: string;
  country: string;
  comments: string;
  photo: { cdnUrl: string } | null;
};

export type MemberFieldName = keyof MemberFormValues;
export type MemberFormErrors = Partial<Record<MemberFieldName, string>>;

/** The fields in the modal's order, so a failed save can focus the first one with a message. */
export const memberFieldOrder: readonly MemberFieldName[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'email',
  'phoneNumber',
  'street',
  'houseNumber',
  'busNumber',
  'postalCode',
  'city',
  'country',
  'role',
  'boardTitle',
  'boardMemberSortOrder',
  'euraudax',
  'euraudaxTitle',
  'clubportaal',
  'active',
  'paid',
  'finished',
  'photo',
  'comments',
];

/** SPEC §4: a new member is gender x, active, role MEMBER, not paid, not finished, no Euraudax. */
export const newMemberValues: MemberFormValues = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phoneNumber: '',
  gender: 'x',
  role: 'MEMBER',
  boardTitle: '',
  boardMemberSortOrder: '',
  euraudax: false,
  euraudaxTitle: '',
  clubportaal: '',
  active: true,
  paid: false,
  finished: false,
  street: '',
  houseNumber: '',
  busNumber: '',
  city: '',
  postalCode: '',
  country: '',
  comments: '',
  photo: null,
};

const required = (message: string, field: TextField) => z.string().trim().min(1, message).check(maxChars(field));
const optional = (field: TextField) => z.string().trim().check(maxChars(field));

/**
 * SPEC §5, the member admin form. The server takes a member with less (no birth date, no address:
 * the public application and imports need that); the club's admins must fill these in.
 * An e-mail may stay empty; one that is filled in must look like an address.
 */
export const memberFormSchema = z.object({
  firstName: required(texts.required.firstName, textFields.firstName),
  lastName: required(texts.required.lastName, textFields.lastName),
  dateOfBirth: z.string().trim().min(1, texts.required.dateOfBirth),
  email: optional(textFields.email).refine(
    (email) => email === '' || z.email().safeParse(email).success,
    texts.invalidEmail,
  ),
  phoneNumber: optional(textFields.phoneNumber),
  street: required(texts.required.street, textFields.street),
  houseNumber: required(texts.required.houseNumber, textFields.houseNumber),
  busNumber: optional(textFields.busNumber),
  city: required(texts.required.city, textFields.city),
  postalCode: required(texts.required.postalCode, textFields.postalCode),
  country: required(texts.required.country, textFields.country),
  boardTitle: optional(textFields.boardTitle),
  euraudaxTitle: optional(textFields.euraudaxTitle),
  clubportaal: optional(textFields.clubportaal),
  comments: optional(textFields.comments),
  // SPEC §9: board order never below 0.
  boardMemberSortOrder: z
    .string()
    .trim()
    .refine((order) => order === '' || /^\d+$/.test(order), texts.badOrder),
});

/** Every field's message; fields the modal hides (board order of a non-board member) are not checked. */
export function validateMember(values: MemberFormValues): MemberFormErrors {
  const result = memberFormSchema.safeParse(values);
  const errors: MemberFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MemberFieldName;
    errors[field] ??= issue.message;
  }
  if (values.role !== 'BOARDMEMBER') delete errors.boardMemberSortOrder;
  return errors;
}

/** The server's field messages (keys like "address.city") at the modal's fields. */
export function serverFieldErrors(errors: Record<string, string> | undefined): MemberFormErrors {
  const found: MemberFormErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    const last = key.split('.').at(-1) ?? key;
    const field = key === 'uploadcareImage' || key === 'photoImageId' ? 'photo' : last;
    if (field in newMemberValues) found[field as MemberFieldName] ??= message;
  }
  return found;
}
