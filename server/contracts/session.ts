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
 * Why a set-password link was mailed: a promotion (valid 7 days; choosing the password signs the new
 * administrator in) or "Wachtwoord vergeten?" (valid one hour; the admin then signs in as usual).
 */
export const passwordLinkPurposes = ['promotion', 'reset'] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/**
 * A single-use link that lets an administrator choose a password (after a promotion or a forgotten
 * password). Only the code's digest is kept; the code is made when its mail goes out and is in no file.
 */
export const passwordLinkDataSchema = z.object({
  memberId: idSchema,
  codeHash: digestSchema,
  /** Links made before resets existed were all a promotion's. */
  purpose: z.enum(passwordLinkPurposes).default('promotion'),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PasswordLinkData = z.infer<typeof passwordLinkDataSchema>;

export const passwordLinkTexts = {
  invalid:
    'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe link via “Wachtwoord vergeten?” op de aanmeldpagina.',
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

export const adminSessionTexts = {
  /** A device whose browser did not name itself in a way we know. */
  unknownDevice: 'Onbekend toestel',
  /** "Firefox 132 op Windows", "Safari op iPhone". */
  device: (browser: string, place: string) => `${browser} op ${place}`,
  notFound: 'Deze aanmelding bestaat niet (meer).',
} as const;

/**
 * GET /admin/api/sessions: one device the signed-in admin is signed in on ("Aangemeld op"). Never its
 * token or digest, and no address: the server keeps none.
 */
export const adminSessionSummarySchema = z.object({
  id: idSchema,
  /** How the browser named itself, as a person reads it: "Firefox 132 op Windows". */
  device: z.string(),
  /** The sign-in. */
  firstUsedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The device that asked. */
  current: z.boolean(),
});
export type AdminSessionSummary = z.infer<typeof adminSessionSummarySchema>;

/** The admin's own live sessions, the most recently used first. */
export const adminSessionListSchema = z.array(adminSessionSummarySchema);

/** POST /admin/api/sessions/others: how many devices were signed out. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
/** GET /api/set-password?code=…: whose link it is, so the page can greet them, and why it was mailed. */
export type PasswordLinkCheck = { firstName: string; email: string; purpose: PasswordLinkPurpose };

/**
 * POST /api/set-password: a promotion's link signs the new administrator in (a token, as a login); a
 * reset's does not (a mailed link must not stand in for a sign-in's other steps): it says so.
 */
export type SetPasswordAnswer = { token: string } | { message: string };
