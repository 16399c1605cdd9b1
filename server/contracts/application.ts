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
