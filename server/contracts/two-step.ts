import { z } from 'zod';
import { idSchema } from './common';

/** A SHA-256 digest as hex: what the store keeps of a recovery code. */
const digestSchema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * An administrator's second step (server/auth/two-step.ts): the authenticator app's secret, 160 bits
 * as base32 (RFC 4226's advice), and the digests of the recovery codes still unused. Kept in a secret
 * collection: the secret itself makes the codes, so together with the password it signs the admin in.
 * It is never in a backup, and a restore leaves none behind: after a restore every admin signs in with
 * the password alone and enrols again (or, when the club requires it, is sent to enrol first).
 */
export const twoStepDataSchema = z.object({
  memberId: idSchema,
  secret: z.string().regex(/^[A-Z2-7]{32}$/),
  /** When the first code confirmed the app; null while the admin is still enrolling (not yet asked at sign-in). */
  confirmedAt: z.iso.datetime().nullable(),
  /** The last time step whose code was accepted: a code (and any older one) signs in once. */
  lastStep: z.number().int().nonnegative().nullable(),
  /** The SHA-256 of each recovery code not yet used; a used one goes. */
  recoveryCodeHashes: z.array(digestSchema).max(10),
});
export type TwoStepData = z.infer<typeof twoStepDataSchema>;

export const twoStepTexts = {
  /** An enrolling session on any route but its own account and the two-step ones (403). */
  enrolFirst: 'Stel eerst de tweestapsverificatie in.',
  wrongCode:
    'Deze code klopt niet. Gebruik de code die nu in je authenticator-app staat, of een ongebruikte herstelcode.',
  badCode: 'Geef de code van 6 cijfers uit je authenticator-app.',
  tooManyCodes: (wait: string) => `Te veel verkeerde codes. Probeer het over ${wait} opnieuw.`,
  /** The challenge of the first step is unknown, used or older than 5 minutes. */
  expired: 'Je aanmelding is verlopen. Meld je opnieuw aan met je wachtwoord.',
  alreadyOn: 'Tweestapsverificatie staat al aan. Zet ze eerst uit om een andere app te koppelen.',
  notStarted: 'Begin opnieuw: vraag eerst een nieuwe QR-code aan.',
  notOn: 'Tweestapsverificatie staat niet aan.',
  wrongPassword: 'Het wachtwoord is niet juist.',
  disabled: 'Tweestapsverificatie staat uit.',
} as const;

/** A code as typed: 6 digits from the app, or a recovery code ("abcd-efgh-ijkl-mnop"); spaces are allowed. */
const codeSchema = z
  .string({ error: twoStepTexts.badCode })
  .trim()
  .min(1, twoStepTexts.badCode)
  .max(40, twoStepTexts.badCode);

/** POST /admin/api/two-step/confirm: the first code from the app, which turns the second step on. */
export const twoStepConfirmPayloadSchema = z.object({ code: codeSchema });

/** POST /admin/api/two-step/disable: the password and a current code (or a recovery code). */
export const twoStepDisablePayloadSchema = z.object({
  password: z.string({ error: twoStepTexts.wrongPassword }).min(1, twoStepTexts.wrongPassword).max(1000),
  code: codeSchema,
});

/** POST /api/login/code: the first step's challenge and the code. */
export const loginCodePayloadSchema = z.object({
  challenge: z.string({ error: twoStepTexts.expired }).max(100, twoStepTexts.expired),
  code: codeSchema,
});

/** GET /admin/api/two-step. */
export type TwoStepStatus = {
  enabled: boolean;
  /** The club requires it of every administrator (the Beheerder's setting). */
  required: boolean;
  recoveryCodesLeft: number;
};

/** POST /admin/api/two-step/start: a new secret to scan or type; never kept by the server's stored answers. */
export type TwoStepStart = {
  /** The secret in groups of four, as an app asks to type it. */
  secret: string;
  otpauthUrl: string;
  /** The QR code of otpauthUrl as an SVG data URL. */
  qrDataUrl: string;
};

/** POST /admin/api/two-step/confirm: the ten recovery codes, shown this once. */
export type TwoStepConfirmed = { recoveryCodes: string[] };

/** POST /api/login: a session's token, or (with two-step verification on) the challenge of the second step. */
export type LoginAnswer = { token: string } | { twoStep: true; challenge: string };
