import { z } from 'zod';
import { idSchema } from './common';

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
  recordIds: z.array(idSchema).max(10_000).optional(),
  /** The names of the fields that changed; never their values. */
  fields: z.array(z.string().max(60)).max(200).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
