import { z } from 'zod';
import { idSchema } from './common';

/**
 * An administrator's secret, kept in its own file (mode 0600), never in the member record.
 * `tokenVersion` grows on password change, demotion and deletion so older tokens stop working.
 */
export const credentialDataSchema = z.object({
  memberId: idSchema,
  passwordHash: z.string().min(1),
  tokenVersion: z.number().int().min(1).default(1),
  /** False after a demotion: the member keeps a (random) password but is no administrator. */
  admin: z.boolean().default(true),
});
export type CredentialData = z.infer<typeof credentialDataSchema>;
