import { z } from 'zod';
import { idSchema, textRules } from './common';
import { textFields, type TextField } from './limits';
import { memberDataSchema } from './member';

/**
 * The member import: a spreadsheet is uploaded, its columns are mapped to these fields,
 * a dry run shows per row what would happen, and a confirmed import is kept in the history
 * (`member-imports`) with what it needs to be undone.
 */

/** How a field's cells are read (server/member-imports/cell-values.ts). */
type ImportFieldKind = 'text' | 'email' | 'date' | 'boolean' | 'role' | 'gender' | 'order';
type ImportField = { label: string; kind: ImportFieldKind; text?: TextField };

const textField = (text: TextField) => ({ label: text.label, kind: 'text' as const, text });

/** The fields a column can fill, in the order the mapping's choices show them. */
export const memberImportFields = {
  firstName: textField(textFields.firstName),
  lastName: textField(textFields.lastName),
  dateOfBirth: { label: 'Geboortedatum', kind: 'date' },
  email: { label: textFields.email.label, kind: 'email', text: textFields.email },
  phoneNumber: textField(textFields.phoneNumber),
  gender: { label: 'Geslacht', kind: 'gender' },
  street: textField(textFields.street),
  houseNumber: textField(textFields.houseNumber),
  busNumber: textField(textFields.busNumber),
  postalCode: textField(textFields.postalCode),
  city: textField(textFields.city),
  country: textField(textFields.country),
  role: { label: 'Rol', kind: 'role' },
  boardTitle: textField(textFields.boardTitle),
  boardMemberSortOrder: { label: 'Volgorde in het bestuur', kind: 'order' },
  euraudax: { label: 'Euraudax', kind: 'boolean' },
  euraudaxTitle: textField(textFields.euraudaxTitle),
  active: { label: 'Actief', kind: 'boolean' },
  paid: { label: 'Betaald', kind: 'boolean' },
  clubportaal: textField(textFields.clubportaal),
  finished: { label: 'Afgewerkt', kind: 'boolean' },
  newsletterUnsubscribed: { label: 'Geen nieuwsbrief', kind: 'boolean' },
  comments: textField(textFields.comments),
  memberSince: { label: 'Lid sinds', kind: 'date' },
} as const satisfies Record<string, ImportField>;

export type MemberImportField = keyof typeof memberImportFields;
export const memberImportFieldKeys = Object.keys(memberImportFields) as MemberImportField[];
export const memberImportFieldSchema = z.enum(memberImportFieldKeys as [MemberImportField, ...MemberImportField[]], {
  error: 'Dit veld bestaat niet.',
});

/** The address's parts among the fields: a member keeps them together as one address. */
export const addressImportFields = ['street', 'houseNumber', 'busNumber', 'postalCode', 'city', 'country'] as const;

/**
 * How much one file may hold. A cell is at most as long as the longest member field (the
 * remarks); each mapped cell is then held to its own field's maximum.
 */
export const memberImportLimits = {
  bytes: 5 * 1024 * 1024,
  rows: 10_000,
  columns: 60,
  cell: textFields.comments.max,
  header: 200,
} as const;

export const memberImportRequestTexts = {
  badToken: 'Dit bestand is niet (meer) bekend. Laad het opnieuw op.',
  badMapping: 'De koppeling van de kolommen is ongeldig.',
  badPlanKey: 'Deze proefrun is niet bekend. Bekijk de proefrun opnieuw.',
} as const;

/**
 * A dry run or a confirmation: the uploaded file's token and, per column in file order, the field it
 * fills (null: not imported). A confirmation also names the dry run it confirms (`planKey`).
 */
export const memberImportRequestSchema = z.object({
  token: z
    .string({ error: memberImportRequestTexts.badToken })
    .regex(/^[\w-]{1,100}$/, memberImportRequestTexts.badToken),
  mapping: z
    .array(memberImportFieldSchema.nullable(), { error: memberImportRequestTexts.badMapping })
    .max(memberImportLimits.columns, memberImportRequestTexts.badMapping),
  planKey: z
    .string({ error: memberImportRequestTexts.badPlanKey })
    .regex(/^[\w-]{1,100}$/, memberImportRequestTexts.badPlanKey)
    .optional(),
});
export type MemberImportRequest = z.input<typeof memberImportRequestSchema>;

/** The answer to an upload: the columns with the proposed field for each and a few of their values. */
export type MemberImportUpload = {
  token: string;
  fileName: string;
  rowCount: number;
  columns: { header: string; field: MemberImportField | null; examples: string[] }[];
  /** True when the proposal comes (in part) from the mapping of the last import. */
  remembered: boolean;
};

export type MemberImportChange = { field: MemberImportField; before: string; after: string };

export type MemberImportRowStatus = 'new' | 'updated' | 'unchanged' | 'skipped';

/** One row of the file in a dry run: what the import would do with it, and why. */
export type MemberImportRow = {
  /** The row's number in the sheet, the header being row 1. */
  row: number;
  name: string;
  status: MemberImportRowStatus;
  memberId?: number;
  changes?: MemberImportChange[];
  /** Why it is skipped, or a note on a new or updated row, in Dutch. */
  reason?: string;
};

export type MemberImportPlan = {
  counts: Record<MemberImportRowStatus, number>;
  rows: MemberImportRow[];
  /** Names this outcome: the confirmation is refused when the members changed since. */
  planKey: string;
};

const fields = memberDataSchema.shape;

/** A member's fields as they were before an import changed them: what its undo puts back. */
export const memberImportBeforeSchema = z.object({
  firstName: fields.firstName.optional(),
  lastName: fields.lastName.optional(),
  dateOfBirth: fields.dateOfBirth.unwrap().optional(),
  email: fields.email.unwrap().optional(),
  phoneNumber: fields.phoneNumber.unwrap().optional(),
  gender: fields.gender.unwrap().optional(),
  address: fields.address.unwrap().optional(),
  role: fields.role.unwrap().optional(),
  boardTitle: fields.boardTitle.unwrap().optional(),
  boardMemberSortOrder: fields.boardMemberSortOrder.unwrap().optional(),
  euraudax: fields.euraudax.unwrap().optional(),
  euraudaxTitle: fields.euraudaxTitle.unwrap().optional(),
  active: fields.active.unwrap().optional(),
  paid: fields.paid.unwrap().optional(),
  clubportaal: fields.clubportaal.unwrap().optional(),
  finished: fields.finished.unwrap().optional(),
  newsletterUnsubscribed: fields.newsletterUnsubscribed.unwrap().optional(),
  comments: fields.comments.unwrap().optional(),
  memberSince: fields.memberSince.unwrap().optional(),
});
export type MemberImportBefore = z.infer<typeof memberImportBeforeSchema>;

const count = z.number().int().min(0);
const memberVersionSchema = z.object({ id: idSchema, version: z.number().int().positive() });

/** One confirmed import as the history keeps it. */
export const memberImportDataSchema = z.object({
  importedAt: z.iso.datetime(),
  /** The administrator (a member id) who confirmed it. */
  importedBy: idSchema,
  fileName: z.string().check(textRules(textFields.fileName)),
  /** Each column's header and the field it filled: the next upload proposes the same. */
  mapping: z
    .array(z.object({ header: z.string().max(memberImportLimits.header), field: memberImportFieldSchema.nullable() }))
    .max(memberImportLimits.columns),
  counts: z.object({ created: count, updated: count, unchanged: count, skipped: count }),
  /**
   * Each member it made, and the version at which the member is still as the import left it (1, or
   * later when a later import was undone over it).
   */
  created: z.array(memberVersionSchema).max(memberImportLimits.rows),
  /** Each member it changed: the version it left, and the changed fields as they were. */
  updated: z.array(memberVersionSchema.extend({ before: memberImportBeforeSchema })).max(memberImportLimits.rows),
  undoneAt: z.iso.datetime().nullable().default(null),
  undoneBy: idSchema.nullable().default(null),
});
export type MemberImportData = z.infer<typeof memberImportDataSchema>;

/** An import in the history list, as the admin API answers it. */
export type MemberImportSummary = {
  id: number;
  version: number;
  importedAt: string;
  importedBy: string;
  fileName: string;
  counts: MemberImportData['counts'];
  undoneAt: string | null;
};
