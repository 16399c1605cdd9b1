import type { Store } from '../store';
import { hashPassword } from './passwords';

/** Members with credentials are the administrators. */
export function adminMemberIds(store: Store): number[] {
  return store.credentials.all().map((credential) => credential.memberId);
}

export function findMemberByEmail(store: Store, email: string) {
  const wanted = email.trim().toLowerCase();
  return store.members.find((member) => member.email?.toLowerCase() === wanted);
}

/** Gives a member a new password; an existing credential gets a new token version, so old tokens stop working. */
export async function setPassword(store: Store, memberId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = store.credentials.find((credential) => credential.memberId === memberId);
  if (existing) {
    await store.credentials.update(existing.id, (current) => ({
      ...current,
      passwordHash,
      tokenVersion: current.tokenVersion + 1,
    }));
  } else {
    await store.credentials.create({ memberId, passwordHash });
  }
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
  if (store.credentials.find((credential) => credential.memberId === member.id)) {
    return { memberId: member.id, passwordSet: false };
  }
  await setPassword(store, member.id, admin.password);
  return { memberId: member.id, passwordSet: true };
}
