import { adminPaths, type OutgoingMail } from '../contracts';
import type { Entry } from '../infra/mail/queue-options';
import { passwordResetMail, type MailConfig } from '../infra/mail/templates';
import type { Store } from '../store';
import { credentialOf } from './admins';
import { mintPasswordLink } from './password-links';

export type ResetMailDeps = {
  store: Store;
  now: () => Date;
  /** The club's name of this moment and PUBLIC_URL (server/settings/club-site.ts, above this folder). */
  club: () => MailConfig;
};

/**
 * The mail of "Wachtwoord vergeten?" ('password-reset'), composed when it goes out, as a promotion's: a
 * fresh code for each attempt (valid one hour from then; the previous one stops working), so the queue
 * and a backup of it never hold one. None when the member is gone, has no address or is no
 * administrator any more.
 */
export async function composeResetMail(deps: ResetMailDeps, entry: Entry): Promise<OutgoingMail | null> {
  const member = entry.memberId === null ? undefined : deps.store.members.get(entry.memberId);
  if (!member?.email || !credentialOf(deps.store, member.id)?.admin) return null;
  const code = await mintPasswordLink(deps.store, member.id, deps.now(), 'reset');
  const club = deps.club();
  return passwordResetMail(club, member, `${club.publicUrl}${adminPaths.setPassword}?code=${code}`);
}
