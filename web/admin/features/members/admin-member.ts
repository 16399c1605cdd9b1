import type { MemberRecord } from '../../../../server/contracts/member';

/** A member as the admin API answers it (server/members/admin-service.ts): the photo as `uploadcareImage`. */
export type AdminMember = Omit<MemberRecord, 'boardMember'> & { uploadcareImage: { cdnUrl: string } | null };

/** First and last name, as the table and the buttons' names show them. */
export const fullName = (member: Pick<AdminMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();
