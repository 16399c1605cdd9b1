import { z } from 'zod';
import type { MemberData } from './member';

/**
 * A forgotten member (a privacy request, GDPR): every field that says who they are goes, the
 * record stays so the counts stay right. The role, "lid sinds", paid, finished and the Euraudax flag
 * stay: they say nothing about who the person was, and the club's counts by them stay right too.
 * The server writes these fields; the admin screen shows the member so while the write waits offline.
 */
export const erasedMemberFields = {
  // The schema needs names; together they read "Vergeten lid".
  firstName: 'Vergeten',
  lastName: 'lid',
  dateOfBirth: null,
  email: null,
  phoneNumber: null,
  gender: 'x',
  comments: null,
  boardTitle: null,
  boardMemberSortOrder: null,
  euraudaxTitle: null,
  address: null,
  clubportaal: null,
  photoImageId: null,
  active: false,
} as const satisfies Partial<MemberData>;

/** The member as forgetting leaves it; a second forget keeps the first date. */
export function erasedMember<M extends Pick<MemberData, 'erasedAt'>>(member: M, at: string) {
  return { ...member, ...erasedMemberFields, erasedAt: member.erasedAt ?? at };
}

/** What the club holds about a member besides the record: what "Vergeten" names before it erases. */
export const memberPrivacySummarySchema = z.object({
  applications: z.number().int().min(0),
  messages: z.number().int().min(0),
  mails: z.number().int().min(0),
  photo: z.boolean(),
  administrator: z.boolean(),
  erasedAt: z.iso.datetime().nullable(),
});
export type MemberPrivacySummary = z.infer<typeof memberPrivacySummarySchema>;

/** The formats of "Gegevens exporteren": the data as JSON, or as a page a person reads. */
export const privacyExportFormats = ['json', 'html'] as const;
export const privacyExportQuerySchema = z.object({
  format: z.enum(privacyExportFormats, { error: 'Kies als formaat json of html.' }).default('json'),
});
export type PrivacyExportFormat = (typeof privacyExportFormats)[number];
