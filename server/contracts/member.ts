import { z } from 'zod';
import { addressSchema, dateSchema, idSchema, recordMetaSchema, textRules } from './common';
import { textFields, type TextField } from './limits';

/**
 * A member's field messages (SPEC §5, §8), one per field: the admin form shows the same as the
 * server answers. The address and birth date are required by the admin form only: the public
 * application and imports may leave them out.
 */
export const memberPayloadTexts = {
  required: {
    firstName: 'Voornaam is verplicht',
    lastName: 'Achternaam is verplicht',
    dateOfBirth: 'Geboortedatum is verplicht',
    street: 'Straat is verplicht',
    houseNumber: 'Huisnummer is verplicht',
    city: 'Stad is verplicht',
    postalCode: 'Postcode is verplicht',
    country: 'Land is verplicht',
  },
  invalidEmail: 'Ongeldig e-mailadres',
  badOrder: 'De volgorde moet een geheel getal zijn (0 of meer).',
  notAnObject: 'Verwacht een lid als JSON-object.',
} as const;

export const memberRoles = ['BOARDMEMBER', 'MEMBER', 'AID', 'EURAUDAX', 'HELPINGMEMBER'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

export const genders = ['male', 'female', 'x'] as const;
export const genderSchema = z.enum(genders);

/**
 * Member records as found on disk may come from the former system: the role in lower case,
 * or missing with only a boardMember flag. SPEC §4: upper-case it; missing means BOARDMEMBER
 * when the flag is set, else MEMBER.
 */
export function normalizeStoredMember(raw: Record<string, unknown>): Record<string, unknown> {
  const role = typeof raw.role === 'string' && raw.role.trim() ? raw.role.trim().toUpperCase() : undefined;
  return { ...raw, role: role ?? (raw.boardMember === true ? 'BOARDMEMBER' : 'MEMBER') };
}

const nullableText = (field: TextField) => z.string().trim().check(textRules(field)).nullable().default(null);

/** An e-mail address as a member has it; the length is checked first, so the pattern never runs over a huge text. */
export const memberEmailSchema = z
  .string()
  .check(textRules(textFields.email))
  .pipe(z.email(memberPayloadTexts.invalidEmail));

/**
 * A member as stored (SPEC §3 Member). Personal data lives here and only the admin API
 * answers it; credentials live in their own collection, never in this record.
 */
export const memberDataSchema = z.object({
  firstName: z
    .string({ error: memberPayloadTexts.required.firstName })
    .trim()
    .min(1, memberPayloadTexts.required.firstName)
    .check(textRules(textFields.firstName)),
  lastName: z
    .string({ error: memberPayloadTexts.required.lastName })
    .trim()
    .min(1, memberPayloadTexts.required.lastName)
    .check(textRules(textFields.lastName)),
  dateOfBirth: dateSchema.nullable().default(null),
  email: memberEmailSchema.nullable().default(null),
  phoneNumber: nullableText(textFields.phoneNumber),
  gender: genderSchema.default('x'),
  comments: nullableText(textFields.comments),
  active: z.boolean().default(true),
  role: memberRoleSchema.default('MEMBER'),
  boardTitle: nullableText(textFields.boardTitle),
  boardMemberSortOrder: z
    .number({ error: memberPayloadTexts.badOrder })
    .int(memberPayloadTexts.badOrder)
    .min(0, memberPayloadTexts.badOrder)
    .nullable()
    .default(null),
  photoImageId: idSchema.nullable().default(null),
  euraudax: z.boolean().default(false),
  euraudaxTitle: nullableText(textFields.euraudaxTitle),
  address: addressSchema.nullable().default(null),
  paid: z.boolean().default(false),
  clubportaal: nullableText(textFields.clubportaal),
  finished: z.boolean().default(false),
  /** The date the person became a member (filled by an accepted application or an import); null when unknown. */
  memberSince: dateSchema.nullable().default(null),
  /**
   * Set when the member asked to be forgotten: the personal data is gone, the record stays so counts
   * stay right (its names say "Vergeten lid").
   */
  erasedAt: z.iso.datetime().nullable().default(null),
  /** Set by the unsubscribe link: no more newsletters, still a member. */
  newsletterUnsubscribed: z.boolean().default(false),
  /** Legacy flag of imported data; only used to derive a missing role. */
  boardMember: z.boolean().optional(),
});
export type MemberData = z.infer<typeof memberDataSchema>;
export type MemberRecord = MemberData & z.infer<typeof recordMetaSchema>;

const photoSchema = z.object({ cdnUrl: z.string() }).nullable();

/**
 * The only member fields a public endpoint may answer (ARCHITECTURE.md "HTTP conventions").
 * Parsing through these schemas drops every other key.
 */
const publicMemberBase = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  uploadcareImage: photoSchema,
  boardMemberSortOrder: z.number().nullable(),
});

export const publicBoardMemberSchema = publicMemberBase.extend({ boardTitle: z.string().nullable() });
export type PublicBoardMember = z.infer<typeof publicBoardMemberSchema>;

export const publicEuraudaxMemberSchema = publicMemberBase.extend({ euraudaxTitle: z.string().nullable() });
export type PublicEuraudaxMember = z.infer<typeof publicEuraudaxMemberSchema>;

/** Field names that must never appear in a public member answer; the API tests check the raw JSON for them. */
export const privateMemberFields = [
  'dateOfBirth',
  'address',
  'gender',
  'comments',
  'paid',
  'clubportaal',
  'active',
  'finished',
  'newsletterUnsubscribed',
  'memberSince',
  'erasedAt',
  'password',
  'passwordHash',
  'hash',
  'salt',
  'tokenVersion',
] as const;
