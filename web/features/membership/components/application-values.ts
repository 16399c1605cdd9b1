import type { MemberApplication } from '../api/send-member-application';
import { membershipTexts } from '../texts';

/** The form's fields, named like the server's error keys ("address.street"), so those land at their field. */
export const applicationFields = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'gender',
  'phoneNumber',
  'address.street',
  'address.houseNumber',
  'address.busNumber',
  'address.postalCode',
  'address.city',
  'address.country',
  'remarks',
] as const;
export type ApplicationField = (typeof applicationFields)[number];
export type ApplicationValues = Record<ApplicationField, string>;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** What the form holds at first and again after a successful submission (SPEC §4). */
export const defaultApplicationValues: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
  gender: 'x',
  phoneNumber: '',
  'address.street': '',
  'address.houseNumber': '',
  'address.busNumber': '',
  'address.postalCode': '',
  'address.city': '',
  'address.country': membershipTexts.defaultCountry,
  remarks: '',
};

const genders = ['male', 'female', 'x'] as const;
const toGender = (value: string) => genders.find((gender) => gender === value) ?? 'x';
const optional = (value: string) => value.trim() || null;

/** SPEC §3 "Member application": always role MEMBER, no board title or order. */
export function toApplication(values: ApplicationValues, recaptchaToken: string): MemberApplication {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    dateOfBirth: values.dateOfBirth,
    gender: toGender(values.gender),
    phoneNumber: optional(values.phoneNumber),
    remarks: optional(values.remarks),
    address: {
      street: values['address.street'],
      houseNumber: values['address.houseNumber'],
      busNumber: optional(values['address.busNumber']),
      city: values['address.city'],
      postalCode: values['address.postalCode'],
      country: values['address.country'],
    },
    role: 'MEMBER',
    boardTitle: null,
    boardMemberSortOrder: null,
    recaptchaToken,
  };
}

/** The server's messages for the fields this form shows. */
export function toApplicationErrors(errors: Record<string, string>): ApplicationErrors {
  const found: ApplicationErrors = {};
  for (const field of applicationFields) {
    const message = errors[field];
    if (message) found[field] = message;
  }
  return found;
}

/** Today as YYYY-MM-DD in local time: nobody applies before being born. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
