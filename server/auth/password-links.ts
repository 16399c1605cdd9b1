import type { Store } from '../store';
import { digestOf, randomSecret } from './sessions';

const linkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A new single-use code with which the administrator chooses a password, valid 7 days. Made when its
 * mail goes out, never before: the code itself is in the mail alone, the store keeps its digest. A
 * member has one link at a time: an older one (a mail sent again) stops working.
 */
export async function mintPasswordLink(store: Store, memberId: number, now: Date): Promise<string> {
  const code = randomSecret();
  await store.passwordLinks.removeWhere(
    (link) => link.memberId === memberId || Date.parse(link.expiresAt) <= now.getTime(),
  );
  await store.passwordLinks.create({
    memberId,
    codeHash: digestOf(code),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + linkLifetimeMs).toISOString(),
  });
  return code;
}

/** The member whose valid link this is, while they are still an administrator; else undefined. */
export function memberOfPasswordLink(store: Store, code: string, now: Date): number | undefined {
  const hash = digestOf(code);
  const link = store.passwordLinks.find((candidate) => candidate.codeHash === hash);
  if (!link || Date.parse(link.expiresAt) <= now.getTime()) return undefined;
  const admin = store.credentials.find((credential) => credential.memberId === link.memberId)?.admin;
  return admin && store.members.get(link.memberId) ? link.memberId : undefined;
}

/** Every link of the member stops working (a password was set, the member left or was demoted). */
export function endPasswordLinksOf(store: Store, memberId: number): Promise<number> {
  return store.passwordLinks.removeWhere((link) => link.memberId === memberId);
}
