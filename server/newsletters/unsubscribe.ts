import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { apiPaths } from '../contracts/api-paths';
import { publicPaths } from '../contracts/public-paths';
import type { MemberRecord } from '../contracts';
import type { Store } from '../store';

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

/** A member's newsletter subscription, as the personal unsubscribe link reaches it. */
export function newsletterSubscriptions(store: Store) {
  return {
    member: (id: number): MemberRecord | undefined => store.members.get(id),
    /** Newsletters go once per address, so the whole address leaves the list; members stay active. */
    unsubscribe(member: MemberRecord) {
      const address = member.email?.toLowerCase();
      return store.members.updateWhere(
        (other) => other.id === member.id || (!!address && other.email?.toLowerCase() === address),
        (other) => ({ ...other, newsletterUnsubscribed: true }),
      );
    },
  };
}

/** The page a member opens from the mail (SPEC: /unsubscribe?memberId&token). */
export function unsubscribePageUrl(config: Pick<Config, 'publicUrl'>, key: Buffer, memberId: number): string {
  return `${config.publicUrl}${publicPaths.unsubscribe}?memberId=${memberId}&token=${unsubscribeToken(key, memberId)}`;
}

/** The one-click target of List-Unsubscribe-Post (RFC 8058): mail clients POST here directly. */
export function unsubscribeApiUrl(config: Pick<Config, 'publicUrl'>, key: Buffer, memberId: number): string {
  return `${config.publicUrl}${apiPaths.newsletters.unsubscribe}?memberId=${memberId}&token=${unsubscribeToken(key, memberId)}`;
}
