import type { AdminRole } from '../contracts';
import { serialQueue } from '../infra/serial-queue';
import type { Store } from '../store';
import { endPasswordLinksOf } from './password-links';
import { hashPassword } from './passwords';
import { endSessionsOf } from './sessions';
import { removeTwoStep } from './two-step';

/**
 * Members with an admin credential are the administrators. A credential whose member is gone
 * (a crash between the two deletes) counts for no one, so it cannot stand in for the last admin.
 */
export function adminMemberIds(store: Store): number[] {
  return store.credentials
    .filter((credential) => credential.admin && store.members.get(credential.memberId) !== undefined)
    .map((credential) => credential.memberId);
}

/** The administrators with the role beheerder whose member still exists: there is always at least one. */
export function beheerderIds(store: Store): number[] {
  return store.credentials
    .filter(
      (credential) =>
        credential.admin && credential.role === 'beheerder' && store.members.get(credential.memberId) !== undefined,
    )
    .map((credential) => credential.memberId);
}

/** Whether this member is the only beheerder: they cannot be demoted, given another role or deleted. */
export function isLastBeheerder(store: Store, memberId: number): boolean {
  const ids = beheerderIds(store);
  return ids.length === 1 && ids[0] === memberId;
}

const adminQueues = new WeakMap<Store, ReturnType<typeof serialQueue>>();

/**
 * Runs a change that checks who the administrators are and then acts (promote, demote, another role,
 * deleting or forgetting a member), one at a time per store, whichever router asks: the last
 * beheerder's check and the write that follows cannot interleave with another such change.
 */
export function oneAdminChangeAtATime<T>(store: Store, work: () => Promise<T>): Promise<T> {
  let queue = adminQueues.get(store);
  if (!queue) {
    queue = serialQueue();
    adminQueues.set(store, queue);
  }
  return queue(work);
}

export function credentialOf(store: Store, memberId: number) {
  return store.credentials.find((credential) => credential.memberId === memberId);
}

export function findMemberByEmail(store: Store, email: string) {
  const wanted = email.trim().toLowerCase();
  return store.members.find((member) => member.email?.toLowerCase() === wanted);
}

/** The administrator who signs in with this e-mail; family members may share an address, so only admins count. */
export function findAdminByEmail(store: Store, email: string) {
  const wanted = email.trim().toLowerCase();
  const admins = new Set(adminMemberIds(store));
  return store.members.find((member) => admins.has(member.id) && member.email?.toLowerCase() === wanted);
}

/**
 * Gives a member a new password, and ends every way in that came before it: the member's sessions (but
 * `keepSession`, the one that changed its own password) and set-password links. `admin` changes the
 * member's admin status; left out, it stays (a new credential is an admin). `role`: a new credential's
 * role (a beheerder unless said: the first admin, ADMIN_EMAIL, and the spec's promotion); an existing one
 * keeps its own unless a role is given.
 */
export async function setPassword(
  store: Store,
  memberId: number,
  password: string,
  options: { admin?: boolean; keepSession?: number; role?: AdminRole } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = credentialOf(store, memberId);
  if (existing) {
    await store.credentials.update(existing.id, (current) => ({
      ...current,
      passwordHash,
      admin: options.admin ?? current.admin,
      role: options.role ?? current.role,
    }));
  } else {
    await store.credentials.create({
      memberId,
      passwordHash,
      admin: options.admin ?? true,
      role: options.role ?? 'beheerder',
    });
  }
  await endSessionsOf(store, memberId, options.keepSession);
  await endPasswordLinksOf(store, memberId);
  // A demoted member's app would otherwise still be asked after a later promotion.
  if (options.admin === false) await removeTwoStep(store, new Set([memberId]));
}

/** The member leaves: their password, sessions, links and second step go first, so no way in outlives them. */
export async function removeCredential(store: Store, memberId: number): Promise<void> {
  await store.credentials.removeWhere((credential) => credential.memberId === memberId);
  await endSessionsOf(store, memberId);
  await endPasswordLinksOf(store, memberId);
  await removeTwoStep(store, new Set([memberId]));
}

/** Several members leave at once (a bulk delete): as removeCredential, one write per collection. */
export async function removeCredentials(store: Store, memberIds: ReadonlySet<number>): Promise<void> {
  await store.credentials.removeWhere((credential) => memberIds.has(credential.memberId));
  await store.sessions.removeWhere((session) => memberIds.has(session.memberId));
  await store.passwordLinks.removeWhere((link) => memberIds.has(link.memberId));
  await removeTwoStep(store, memberIds);
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: makes sure this administrator exists, creating the member
 * when needed. An admin who already has a password keeps it (they may have changed it since).
 */
export async function ensureAdmin(
  store: Store,
  admin: { email: string; password: string },
): Promise<{ memberId: number; passwordSet: boolean }> {
  const member =
    findMemberByEmail(store, admin.email) ??
    (await store.members.create({
      firstName: 'Beheerder',
      lastName: 'Club',
      email: admin.email.trim().toLowerCase(),
      role: 'MEMBER',
    }));
  if (credentialOf(store, member.id)?.admin) {
    return { memberId: member.id, passwordSet: false };
  }
  await setPassword(store, member.id, admin.password, { admin: true, role: 'beheerder' });
  return { memberId: member.id, passwordSet: true };
}
