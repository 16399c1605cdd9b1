import { z } from 'zod';
import { addressSchema, dateSchema, idSchema, recordMetaSchema, textRules } from './common';
import { genderSchema, memberEmailSchema } from './member';
import { textFields, type TextField } from './limits';

/** Where a membership application stands: waiting for the secretary, or handled one way or the other. */
export const applicationStatuses = ['nieuw', 'aanvaard', 'geweigerd'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const nullableText = (field: TextField) => z.string().trim().check(textRules(field)).nullable().default(null);

/**
 * A membership application as kept (the public form's fields, POST /api/members), until the
 * secretary accepts it (it becomes or updates a member) or refuses it. A handled one is removed
 * after the retention period of the settings.
 */
export const applicationDataSchema = z.object({
  firstName: z.string().trim().min(1).check(textRules(textFields.firstName)),
  lastName: z.string().trim().min(1).check(textRules(textFields.lastName)),
  dateOfBirth: dateSchema.nullable().default(null),
  email: memberEmailSchema.nullable().default(null),
  phoneNumber: nullableText(textFields.phoneNumber),
  gender: genderSchema.default('x'),
  address: addressSchema.nullable().default(null),
  remarks: nullableText(textFields.remarks),
  receivedAt: z.iso.datetime(),
  status: applicationStatusSchema.default('nieuw'),
  /** When it was accepted or refused, and by which administrator. */
  handledAt: z.iso.datetime().nullable().default(null),
  handledBy: idSchema.nullable().default(null),
  /** The member it became or updated, once accepted. */
  memberId: idSchema.nullable().default(null),
  refusalReason: nullableText(textFields.refusalReason),
});
export type ApplicationData = z.infer<typeof applicationDataSchema>;
export type ApplicationRecord = ApplicationData & z.infer<typeof recordMetaSchema>;

/** The decisions' field messages; the screen shows what the server answers. */
export const applicationPayloadTexts = {
  yesOrNo: 'Kies ja of nee.',
  badMember: 'Kies een bestaand lid om bij te werken.',
  bothChoices: 'Kies ofwel een lid om bij te werken, ofwel een nieuw lid.',
} as const;

const yesOrNo = z.boolean({ error: applicationPayloadTexts.yesOrNo });

/**
 * POST …/:id/accept: whether the welcome mail goes, and, when the server named a member who may be the
 * same person, either that member to update or `newMember: true` for a new one all the same (two
 * people of one family may share an address).
 */
export const applicationAcceptPayloadSchema = z
  .object({
    sendWelcome: yesOrNo,
    updateMemberId: z
      .number({ error: applicationPayloadTexts.badMember })
      .int(applicationPayloadTexts.badMember)
      .positive(applicationPayloadTexts.badMember)
      .optional(),
    newMember: z.boolean({ error: applicationPayloadTexts.yesOrNo }).optional(),
  })
  .refine((payload) => !(payload.updateMemberId !== undefined && payload.newMember === true), {
    error: applicationPayloadTexts.bothChoices,
    path: ['newMember'],
  });
export type ApplicationAcceptPayload = z.input<typeof applicationAcceptPayloadSchema>;

/** POST …/:id/refuse: an optional reason (kept, and quoted in the mail) and whether the polite mail goes. */
export const applicationRefusePayloadSchema = z.object({
  reason: z
    .string()
    .trim()
    .check(textRules(textFields.refusalReason))
    .nullish()
    .transform((reason) => reason || null),
  sendMail: yesOrNo,
});
export type ApplicationRefusePayload = z.input<typeof applicationRefusePayloadSchema>;

/** A member who may be the applicant: the same e-mail address, or the same name and birth date. */
export type ApplicationMatch = { id: number; firstName: string; lastName: string; by: 'email' | 'nameAndBirthDate' };

/** An application as the admin API answers it: a new one with the members who may be the same person. */
export type AdminApplication = ApplicationRecord & { matches: ApplicationMatch[] };

/** The answer to a decision: the application as stored now, and a sentence saying what happened (and the mail). */
export type ApplicationDecision = AdminApplication & { message: string };
