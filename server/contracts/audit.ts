import { z } from 'zod';
import { dateSchema, idSchema } from './common';

/** What one entry holds at most, and the screen's page. */
export const auditLimits = { recordIds: 10_000, fields: 200, pageSize: 50, shownRecordIds: 20 } as const;

/**
 * The log of who did what in the admin ("Logboek", server/audit): append-only through the app, kept 24
 * months. An entry names records and field names, never a value of a personal field.
 */
export const auditKinds = [
  'wijziging',
  'aanmelding',
  'aanmelding-mislukt',
  'afmelding',
  'rol',
  'export',
  'import',
  'privacy',
  'backup',
  'herstel',
  'wachtwoord',
  'tweestaps',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditKindLabels: Record<AuditKind, string> = {
  wijziging: 'Wijziging',
  aanmelding: 'Aanmelding',
  'aanmelding-mislukt': 'Mislukte aanmelding',
  afmelding: 'Afmelding',
  rol: 'Rol',
  export: 'Export',
  import: 'Import',
  privacy: 'Privacyverzoek',
  backup: 'Back-up',
  herstel: 'Herstel',
  wachtwoord: 'Wachtwoord',
  tweestaps: 'Tweestapsverificatie',
};

export const auditEntrySchema = z.object({
  /** When, as an ISO time. */
  at: z.iso.datetime(),
  kind: z.enum(auditKinds),
  /** The administrator who did it; null when no one is signed in (a failed sign-in, the CLI, a restore). */
  actorId: idSchema.nullable(),
  /** What happened, in a few Dutch words: 'aangemaakt', 'gewijzigd', 'verwijderd', 'ledenlijst als Excel'. */
  action: z.string().min(1).max(200),
  /** The collection written (a 'wijziging'), by its file name: 'members', 'events'. */
  collection: z.string().max(60).optional(),
  /** The records concerned: a member, a walk, the admin whose role changed. */
  recordIds: z.array(idSchema).max(auditLimits.recordIds).optional(),
  /** The names of the fields that changed; never their values. */
  fields: z.array(z.string().max(60)).max(auditLimits.fields).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The explicit entries' actions, in a few Dutch words; a write's are 'aangemaakt', 'gewijzigd', 'verwijderd'. */
export const auditActions = {
  made: 'aangemaakt',
  changed: 'gewijzigd',
  removed: 'verwijderd',
  membersExcel: 'ledenlijst als Excel gedownload',
  selectionExcel: 'selectie van leden als Excel gedownload',
  privacyViewed: 'overzicht van een privacyverzoek bekeken',
  privacyExport: (format: string) => `gegevens van een lid gedownload (${format.toUpperCase()})`,
  forgotten: 'lid vergeten',
  importConfirmed: (created: number, updated: number) => `import bevestigd: ${created} nieuw, ${updated} bijgewerkt`,
  importUndone: 'import ongedaan gemaakt',
  backupDownloaded: 'back-up gedownload',
  backupMade: 'back-up gemaakt via de opdrachtregel',
  restored: (createdAt: string) => `back-up van ${createdAt} teruggezet`,
} as const;

export const auditTexts = {
  person: 'Kies een beheerder uit de lijst.',
  kind: 'Kies een soort uit de lijst.',
  date: 'Ongeldige datum.',
  dateRange: "De datum 'van' mag niet na 'tot' liggen.",
  page: 'Het paginanummer moet een geheel getal vanaf 1 zijn.',
  /** The admin of an entry who is no member any more, or was forgotten. */
  gone: (id: number) => `Verwijderd lid #${id}`,
} as const;

/** '' (a form's empty choice) filters nothing. */
const unlessEmpty = <T extends z.ZodType<unknown, string>>(schema: T, message: string) =>
  z
    .string({ error: message })
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: message })
    .transform(Number);

/** A day of the calendar: 2026-02-31 is none. */
const realDay = dateSchema.refine(
  (day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day,
  auditTexts.date,
);

/**
 * GET /admin/api/audit?person=&kind=&from=&to=&page=: the entries of one admin (`person`, a member id),
 * of one kind, made from the Belgian day `from` through the day `to`, newest first, 50 a page.
 */
export const auditQuerySchema = z
  .object({
    person: unlessEmpty(wholeNumber(auditTexts.person), auditTexts.person),
    kind: unlessEmpty(z.enum(auditKinds, { error: auditTexts.kind }), auditTexts.kind),
    from: unlessEmpty(realDay, auditTexts.date),
    to: unlessEmpty(realDay, auditTexts.date),
    page: unlessEmpty(wholeNumber(auditTexts.page), auditTexts.page),
  })
  .superRefine(({ from, to }, ctx) => {
    if (from && to && from > to) ctx.addIssue({ code: 'custom', message: auditTexts.dateRange, path: ['from'] });
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;
export const auditQueryKeys = ['person', 'kind', 'from', 'to', 'page'] as const;

/** One entry as the screen shows it: its admin's name now, and the first of its records with their count. */
export const auditRowSchema = auditEntrySchema.extend({
  /** null when no one was signed in (a CLI command, an unknown address). */
  actorName: z.string().max(300).nullable(),
  recordIds: z.array(idSchema).max(auditLimits.shownRecordIds).optional(),
  recordCount: z.number().int().nonnegative().optional(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** A page of the log, newest first; `people`: every admin who appears in the log, for the filter. */
export const auditAnswerSchema = z.object({
  entries: z.array(auditRowSchema).max(auditLimits.pageSize),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  people: z.array(z.object({ id: idSchema, name: z.string().max(300) })),
});
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
