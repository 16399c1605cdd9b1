import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/** How the codes are made (RFC 6238): the HMAC, the number of digits, the seconds per step, and how many steps early or late still count. */
export type TotpRules = {
  algorithm: 'SHA1' | 'SHA256' | 'SHA512';
  digits: number;
  period: number;
  window: number;
};

/**
 * What every authenticator app understands (some ignore any other algorithm or length): HMAC-SHA1,
 * 6 digits, a new code every 30 s. One step either side is accepted, for a phone's clock that is a
 * little off and a code typed just as it changed.
 */
export const totpRules: TotpRules = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 };

/** A new secret: 160 random bits (RFC 4226's advice), as base32, the way apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The secret in groups of four, as an app asks to type it by hand. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The time step `at` falls in: whole periods since 1970. */
export const totpStep = (at: Date, rules: TotpRules = totpRules): number =>
  TOTP.counter({ period: rules.period, timestamp: at.getTime() });

/** The code of one time step (a TOTP is the HOTP of its step, RFC 6238 §4). */
export function totpCode(secret: string, step: number, rules: TotpRules = totpRules): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: rules.algorithm,
    digits: rules.digits,
    counter: step,
  });
}

/**
 * The time step whose code `code` is, within `rules.window` steps of `at`, and later than `after` (the
 * step of the last code accepted: a code is accepted once, and an older one never after it); undefined
 * when it is none. Every step in the window is compared, in constant time, whichever matched.
 */
export function matchTotp(options: {
  secret: string;
  code: string;
  at: Date;
  after: number | null;
  rules?: TotpRules;
}): number | undefined {
  const { secret, code, at, after, rules = totpRules } = options;
  if (code.length !== rules.digits || !/^\d+$/.test(code)) return undefined;
  const now = totpStep(at, rules);
  let found: number | undefined;
  for (let step = now - rules.window; step <= now + rules.window; step++) {
    if (step < 0 || (after !== null && step <= after)) continue;
    const matches = timingSafeEqual(Buffer.from(totpCode(secret, step, rules)), Buffer.from(code));
    if (matches) found ??= step;
  }
  return found;
}

/** The otpauth:// link an app reads from the QR code: the club as issuer, the admin's address as the account. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const totp = new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: totpRules.algorithm,
    digits: totpRules.digits,
    period: totpRules.period,
  });
  return totp.toString();
}
