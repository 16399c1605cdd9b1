import { z } from 'zod';
import { addressSchema } from '../../../../server/contracts/common';
import {
  memberDataSchema,
  memberEmailSchema,
  memberPayloadTexts as texts,
  type MemberRole,
} from '../../../../server/contracts/member';
import { fieldIn, schemaErrors, type FieldErrors } from '../../lib/use-field-errors';
import type { AdminMember } from './admin-member';

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
  memberSince: string;
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
export type MemberFormErrors = FieldErrors<MemberFieldName>;

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
  'memberSince',
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
  memberSince: '',
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

const fields = memberDataSchema.shape;
const address = addressSchema.shape;
const required = texts.required;

/** A text the admin form requires, then the contract's own check of the field (without its "none"). */
const filled = (message: string, field: { unwrap(): { unwrap(): z.ZodType<unknown, string> } }) =>
  z.string().trim().min(1, message).pipe(field.unwrap().unwrap());
/** An empty text is no value ("none"), as the payload sends it. */
const blank = (value: string) => value.trim() || null;

/**
 * SPEC §5, the member admin form, by the contract's rules and messages. The server takes a member
 * with less (no birth date, no address: the public application and imports need that); the club's
 * admins must fill these in. An e-mail may stay empty; one that is filled in must look like an address.
 */
export const memberFormSchema = z.object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  dateOfBirth: filled(required.dateOfBirth, fields.dateOfBirth),
  email: z.string().transform(blank).pipe(memberEmailSchema.nullable()),
  phoneNumber: fields.phoneNumber,
  street: filled(required.street, address.street),
  houseNumber: filled(required.houseNumber, address.houseNumber),
  busNumber: address.busNumber,
  city: filled(required.city, address.city),
  postalCode: filled(required.postalCode, address.postalCode),
  country: filled(required.country, address.country),
  boardTitle: fields.boardTitle,
  euraudaxTitle: fields.euraudaxTitle,
  clubportaal: fields.clubportaal,
  memberSince: z.string().transform(blank).pipe(fields.memberSince.unwrap()),
  comments: fields.comments,
  // SPEC §9: board order never below 0; the form holds it as typed.
  boardMemberSortOrder: z
    .string()
    .trim()
    .transform((order) => (order === '' ? null : /^\d+$/.test(order) ? Number(order) : Number.NaN))
    .pipe(fields.boardMemberSortOrder.unwrap()),
});

/** Every field's message; fields the modal hides (board order of a non-board member) are not checked. */
export function validateMember(values: MemberFormValues): MemberFormErrors {
  const errors = schemaErrors(memberFormSchema, values, fieldIn(memberFieldOrder));
  if (values.role !== 'BOARDMEMBER') delete errors.boardMemberSortOrder;
  return errors;
}

/** Where a server key ("address.city", "uploadcareImage") shows in the modal. */
export function memberFieldOf(key: string): MemberFieldName | undefined {
  const field = key === 'uploadcareImage' || key === 'photoImageId' ? 'photo' : (key.split('.').at(-1) ?? key);
  return fieldIn(memberFieldOrder)(field);
}
