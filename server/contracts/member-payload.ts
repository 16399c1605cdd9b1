import { z } from 'zod';
import { blankToNull } from './common';
import { memberDataSchema, memberPayloadTexts } from './member';

/**
 * The body of the board-order call (SPEC §7): a bare number, as JSON (3) or text ('3'). Only a number
 * or a numeric string: an empty body, null or true must not silently become order 0 or 1.
 */
export const boardOrderPayloadSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .max(20)
        .regex(/^[+-]?\d+$/)
        .transform(Number),
    ],
    { error: memberPayloadTexts.badOrder },
  )
  .pipe(z.number().int(memberPayloadTexts.badOrder));

const fields = memberDataSchema.shape;

/** A form field left empty is "none" (blankToNull); typed for the senders: text, or null for none. */
const blankIsNone = <T extends z.ZodType>(rule: T) =>
  z.preprocess((value: z.input<T> | string) => blankToNull(value), rule);

/**
 * An image as a member write names it: an id, a uuid or an image URL as text, {id}, {uuid} or
 * {cdnUrl} ({cdnUrl: ''} or {} clears it), or null. Only the store can tell whether it exists, so the
 * service resolves it (imageIdFromReference) and answers that it does not exist.
 */
type ImageReference = number | string | { id?: number; uuid?: string; cdnUrl?: string } | null;

/**
 * The photo of a member write (SPEC §7: uploadcareImage {cdnUrl}; photoImageId of imports): checked
 * before the other fields, because a photo that does not exist is the answer whatever else is wrong.
 */
export const memberPhotoPayloadSchema = z.object(
  {
    uploadcareImage: z.custom<ImageReference>().optional(),
    photoImageId: z.custom<ImageReference>().optional(),
  },
  { error: memberPayloadTexts.notAnObject },
);

/**
 * A member write (SPEC §3 Member, §7) by the stored member's own rules and messages: each field may
 * be left out (a PUT keeps the stored value; the whole is then checked again), an empty text is
 * none, the role is taken in any case, and the board order may come as text from a form.
 */
export const memberPayloadSchema = memberPhotoPayloadSchema.extend({
  firstName: fields.firstName.optional(),
  lastName: fields.lastName.optional(),
  dateOfBirth: blankIsNone(fields.dateOfBirth.unwrap()).optional(),
  email: blankIsNone(fields.email.unwrap()).optional(),
  phoneNumber: blankIsNone(fields.phoneNumber.unwrap()).optional(),
  gender: fields.gender.unwrap().optional(),
  comments: blankIsNone(fields.comments.unwrap()).optional(),
  active: fields.active.unwrap().optional(),
  role: z
    .preprocess((value: string) => (typeof value === 'string' ? value.toUpperCase() : value), fields.role.unwrap())
    .optional(),
  boardTitle: blankIsNone(fields.boardTitle.unwrap()).optional(),
  boardMemberSortOrder: z
    .preprocess((value: number | string | null) => {
      const order = blankToNull(value);
      return typeof order === 'string' && /^\d+$/.test(order) ? Number(order) : order;
    }, fields.boardMemberSortOrder.unwrap())
    .optional(),
  euraudax: fields.euraudax.unwrap().optional(),
  euraudaxTitle: blankIsNone(fields.euraudaxTitle.unwrap()).optional(),
  address: fields.address.unwrap().optional(),
  paid: fields.paid.unwrap().optional(),
  clubportaal: blankIsNone(fields.clubportaal.unwrap()).optional(),
  finished: fields.finished.unwrap().optional(),
  newsletterUnsubscribed: fields.newsletterUnsubscribed.unwrap().optional(),
  memberSince: blankIsNone(fields.memberSince.unwrap()).optional(),
  boardMember: fields.boardMember,
});
export type MemberPayload = z.input<typeof memberPayloadSchema>;

/** A new member: the names are required (SPEC §5), everything else has the default of SPEC §4. */
export const newMemberPayloadSchema = memberPayloadSchema.extend({
  firstName: fields.firstName,
  lastName: fields.lastName,
});
