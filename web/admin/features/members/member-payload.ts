import type { Address } from '../../../../server/contracts/common';
import type { MemberPayload as ContractPayload } from '../../../../server/contracts/member-payload';
import type { AdminMember } from './admin-member';
import type { MemberFormValues } from './member-form-schema';

/** The member as the API takes it (SPEC §7): blanks as null, the photo as uploadcareImage {cdnUrl}. */
export function toPayload(values: MemberFormValues) {
  const text = (value: string) => value.trim() || null;
  const address: Address = {
    street: text(values.street),
    houseNumber: text(values.houseNumber),
    busNumber: text(values.busNumber),
    city: text(values.city),
    postalCode: text(values.postalCode),
    country: text(values.country),
  };
  const order = values.boardMemberSortOrder.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: text(values.dateOfBirth),
    email: text(values.email),
    phoneNumber: text(values.phoneNumber),
    gender: values.gender,
    role: values.role,
    boardTitle: text(values.boardTitle),
    // Sent as held even when the modal hides them (role, Euraudax off): imported members use them (a
    // helper's order, an Euraudax member's title), and fixing a phone number must not change public pages.
    boardMemberSortOrder: /^\d+$/.test(order) ? Number(order) : null,
    euraudax: values.euraudax,
    euraudaxTitle: text(values.euraudaxTitle),
    clubportaal: text(values.clubportaal),
    memberSince: text(values.memberSince),
    active: values.active,
    paid: values.paid,
    finished: values.finished,
    address,
    comments: text(values.comments),
    uploadcareImage: values.photo ? { cdnUrl: values.photo.cdnUrl } : null,
  } satisfies ContractPayload;
}
/** The whole member as the modal sends it: every field of the contract's write (memberPayloadSchema). */
export type MemberPayload = ReturnType<typeof toPayload>;

/** A loaded member in the modal. */
export function fromMember(member: AdminMember): MemberFormValues {
  const address = member.address;
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth ?? '',
    email: member.email ?? '',
    phoneNumber: member.phoneNumber ?? '',
    gender: member.gender,
    role: member.role,
    boardTitle: member.boardTitle ?? '',
    boardMemberSortOrder: member.boardMemberSortOrder === null ? '' : String(member.boardMemberSortOrder),
    euraudax: member.euraudax,
    euraudaxTitle: member.euraudaxTitle ?? '',
    clubportaal: member.clubportaal ?? '',
    memberSince: member.memberSince ?? '',
    active: member.active,
    paid: member.paid,
    finished: member.finished,
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    busNumber: address?.busNumber ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
    comments: member.comments ?? '',
    photo: member.uploadcareImage,
  };
}
