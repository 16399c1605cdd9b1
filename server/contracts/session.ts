import { z } from 'zod';
import { minPasswordLength } from './account-payload';
import { idSchema } from './common';
import { limitTexts, textFields } from './limits';

/** A SHA-256 digest as hex: what the store keeps of a session token or a set-password code. */
const digestSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * An admin's sign-in on one device (server/auth/sessions.ts). The token itself is only ever in the
 * browser: the server keeps its digest, so this file (never in a backup) signs nobody in.
 */
export const sessionDataSchema = z.object({
  memberId: idSchema,
  tokenHash: digestSchema,
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** How the browser names itself (User-Agent), cut short: for "Aangemeld op". No address is kept. */
  userAgent: z.string().max(300).optional(),
  /**
   * A sign-in with the password alone while the club requires two-step verification of an admin who has
   * none yet: this session may only enrol (server/auth/gate.ts); confirming the first code makes it whole.
   */
  enrolOnly: z.literal(true).optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * A single-use link that lets an administrator choose a password (after a promotion), valid for
 * 7 days. Only the code's digest is kept; the code is made when its mail goes out and is in no file.
 */
export const passwordLinkDataSchema = z.object({
  memberId: idSchema,
  codeHash: digestSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PasswordLinkData = z.infer<typeof passwordLinkDataSchema>;

export const passwordLinkTexts = {
  invalid: 'Deze link is ongeldig, verlopen of al gebruikt. Vraag een beheerder om een nieuwe link.',
  tooMany: (wait: string) => `Te veel ongeldige links geprobeerd. Probeer het over ${wait} opnieuw.`,
  shortPassword: `Wachtwoord moet minstens ${minPasswordLength} karakters bevatten.`,
} as const;

/** The code in the link: 43 characters (32 random bytes as base64url); longer is no code of ours. */
export const passwordLinkCodeSchema = z
  .string({ error: passwordLinkTexts.invalid })
  .max(100, passwordLinkTexts.invalid);

/** POST /api/set-password: the link's code and the password the administrator chose. */
export const setPasswordPayloadSchema = z.object({
  code: passwordLinkCodeSchema,
  password: z
    .string({ error: passwordLinkTexts.shortPassword })
    .min(minPasswordLength, passwordLinkTexts.shortPassword)
    .max(textFields.newPassword.max, limitTexts.tooLong(textFields.newPassword)),
});

/** GET /api/set-password?code=…: whose link it is, so the page can greet them. */
export type PasswordLinkCheck = { firstName: string; email: string };
