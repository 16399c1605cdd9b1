import type { PasswordLinkPurpose } from '../contracts';
import type { Store } from '../store';
import { digestOf, randomSecret } from './sessions';

const hour = 60 * 60 * 1000;

/** A promotion's link waits for a new administrator for a week; a forgotten password's for one hour. */
export const passwordLinkLifetimeMs: Record<PasswordLinkPurpose, number> = {
  promotion: 7 * 24 * hour,
  reset: hour,
};

/**
 * A new single-use code with which the administrator chooses a password. Made when its mail goes out,
 * never before: the code itself is in the mail alone, the store keeps its digest. A member has one link
 * at a time: an older one (a mail sent again, a promotion's before a reset's) stops working.
 */
export async function mintPasswordLink(
  store: Store,
  memberId: number,
  now: Date,
  purpose: PasswordLinkPurpose = 'promotion',
): Promise<string> {
  const code = randomSecret();
  await store.passwordLinks.removeWhere(
    (link) => link.memberId === memberId || Date.parse(link.expiresAt) <= now.getTime(),
  );
  await store.passwordLinks.create({
    memberId,
    codeHash: digestOf(code),
    purpose,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + passwordLinkLifetimeMs[purpose]).toISOString(),
  });
  return code;
}

/** The valid link of this code, while its member is still an administrator; else undefined. */
export function passwordLinkOf(
  store: Store,
  code: string,
  now: Date,
): { memberId: number; purpose: PasswordLinkPurpose } | undefined {
  const hash = digestOf(code);
  const link = store.passwordLinks.find((candidate) => candidate.codeHash === hash);
  if (!link || Date.parse(link.expiresAt) <= now.getTime()) return undefined;
  const admin = store.credentials.find((credential) => credential.memberId === link.memberId)?.admin;
  return admin && store.members.get(link.memberId) ? { memberId: link.memberId, purpose: link.purpose } : undefined;
}

/** The member whose valid link this is, while they are still an administrator; else undefined. */
export function memberOfPasswordLink(store: Store, code: string, now: Date): number | undefined {
  return passwordLinkOf(store, code, now)?.memberId;
}

/** Every link of the member stops working (a password was set, the member left or was demoted). */
export function endPasswordLinksOf(store: Store, memberId: number): Promise<number> {
  return store.passwordLinks.removeWhere((link) => link.memberId === memberId);
}
