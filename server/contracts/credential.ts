import { z } from 'zod';
import { adminRoleTexts, adminRoles } from './admin-role';
import { idSchema } from './common';

/**
 * An administrator's password hash, kept in its own file (mode 0600), never in the member record.
 * Sign-ins are sessions (sessions.json); a password change, demotion or deletion ends them.
 */
export const adminRoleSchema = z.enum(adminRoles, { error: adminRoleTexts.badRole });

export const credentialDataSchema = z.object({
  memberId: idSchema,
  passwordHash: z.string().min(1),
  /** False after a demotion: the member keeps a (random) password but is no administrator. */
  admin: z.boolean().default(true),
  /** What the administrator may do (./admin-role.ts); an upgrade made every earlier administrator a beheerder. */
  role: adminRoleSchema,
});
export type CredentialData = z.infer<typeof credentialDataSchema>;
