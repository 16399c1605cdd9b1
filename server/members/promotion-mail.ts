import { adminPaths, type OutgoingMail } from '../contracts';
import type { Config } from '../config';
import { setPasswordMail } from '../infra/mail/templates';
import type { Entry } from '../infra/mail/queue-options';
import { clubSiteOf } from '../settings/club-site';
import type { ClubSettings } from '../settings/service';
import type { Store } from '../store';
import { credentialOf } from '../auth/admins';
import { mintPasswordLink } from '../auth/password-links';

export type PromotionMailDeps = {
  config: Pick<Config, 'publicUrl'>;
  store: Store;
  settings: Pick<ClubSettings, 'public'>;
  now: () => Date;
};

/**
 * The mail of a promotion ('admin-password'), composed when it goes out: a fresh set-password code is
 * made for each attempt (and the previous one stops working), so the queue, and a backup of it, never
 * holds one. None when the member is gone, has no address or is no administrator any more.
 */
export async function composePromotionMail(deps: PromotionMailDeps, entry: Entry): Promise<OutgoingMail | null> {
  const member = entry.memberId === null ? undefined : deps.store.members.get(entry.memberId);
  if (!member?.email || !credentialOf(deps.store, member.id)?.admin) return null;
  const code = await mintPasswordLink(deps.store, member.id, deps.now());
  const link = `${deps.config.publicUrl}${adminPaths.setPassword}?code=${code}`;
  return setPasswordMail(clubSiteOf(deps.config, deps.settings), member, link);
}
