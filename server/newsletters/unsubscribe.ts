import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { apiPaths } from '../contracts/api-paths';
import { publicPaths } from '../contracts/public-paths';

/** The personal token of an unsubscribe link: an HMAC of the member id, so it needs no storage. */
export function unsubscribeToken(key: Buffer, memberId: number): string {
  return createHmac('sha256', key).update(`member:${memberId}`).digest('base64url');
}

/** Constant-time check; anything malformed is simply not valid. */
export function isValidUnsubscribeToken(key: Buffer, memberId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, memberId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a member opens from the mail (SPEC: /unsubscribe?memberId&token). */
export function unsubscribePageUrl(config: Pick<Config, 'publicUrl'>, key: Buffer, memberId: number): string {
  return `${config.publicUrl}${publicPaths.unsubscribe}?memberId=${memberId}&token=${unsubscribeToken(key, memberId)}`;
}

/** The one-click target of List-Unsubscribe-Post (RFC 8058): mail clients POST here directly. */
export function unsubscribeApiUrl(config: Pick<Config, 'publicUrl'>, key: Buffer, memberId: number): string {
  return `${config.publicUrl}${apiPaths.newsletters.unsubscribe}?memberId=${memberId}&token=${unsubscribeToken(key, memberId)}`;
}
