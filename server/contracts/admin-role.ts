/**
 * Who may do what in the admin (docs/decisions/029-admin-roles.md). Each administrator has one role; each
 * admin router declares the roles it admits (server/auth/gate.ts), and the admin app hides what a role
 * cannot use (adminScreens' `roles`).
 * - beheerder: everything, the settings, the administrators and the backups included;
 * - secretariaat: members, applications, messages, imports, privacy requests;
 * - penningmeester: members' names and payment data, payments (no addresses or birth dates);
 * - redactie: walks, info pages, newsletters, photos; no member's personal data at all.
 */
export const adminRoles = ['beheerder', 'secretariaat', 'penningmeester', 'redactie'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleLabels: Record<AdminRole, string> = {
  beheerder: 'Beheerder',
  secretariaat: 'Secretariaat',
  penningmeester: 'Penningmeester',
  redactie: 'Redactie',
};

export const adminRoleTexts = {
  badRole: 'Kies een rol: Beheerder, Secretariaat, Penningmeester of Redactie.',
  /** A signed-in admin on a route their role does not admit (403). */
  forbidden: 'Je rol geeft geen toegang tot dit deel van het beheer.',
} as const;

/**
 * Who may use what, named once for the admin routers and the screens (admin-paths.ts).
 * No zod in this file: the admin paths, which the public pages' code also reads, import it.
 */
export const roleGroups = {
  /** Every administrator: their own account, the dashboard. */
  everyone: adminRoles,
  board: ['beheerder'],
  secretaries: ['beheerder', 'secretariaat'],
  /** Members' names and payment data: the treasurer's view. */
  treasurers: ['beheerder', 'secretariaat', 'penningmeester'],
  editors: ['beheerder', 'redactie'],
  /** Uploading a photo: the editors, and the secretariat for a member's photo. */
  photos: ['beheerder', 'secretariaat', 'redactie'],
} as const satisfies Record<string, readonly AdminRole[]>;
