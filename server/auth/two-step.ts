import { NotFoundError } from '../errors';
import type { Store } from '../store';
import { normalRecoveryCode, recoveryCodeDigest } from './recovery-codes';
import { matchTotp } from './totp';

/**
 * The second step of an admin's sign-in as the store keeps it (contracts/two-step.ts). Its collection is
 * secret (store/collections.ts): the secret makes the codes, so it never leaves the server, not even in
 * a backup. After a restore no admin has a second step: each signs in with the password and enrols again.
 */
export const twoStepOf = (store: Store, memberId: number) =>
  store.twoStep.find((record) => record.memberId === memberId);

/** Whether the admin signs in with a code: an app confirmed by a first code. */
export const hasTwoStep = (store: Store, memberId: number): boolean => Boolean(twoStepOf(store, memberId)?.confirmedAt);

/**
 * Whether the club requires a second step of every admin (the Beheerder's setting). Read from the store
 * itself: the settings service sits above the sign-in, and until the settings are first stored the
 * default (not required) holds.
 */
export const clubRequiresTwoStep = (store: Store): boolean => store.settings.all()[0]?.security.requireTwoStep ?? false;

/** Refuses a code inside the write, so the write is refused alone and nothing changes. */
class WrongCode extends Error {}

/**
 * Uses a code of the admin's confirmed second step: a code of the app (its step, and every step before
 * it, is then used up) or an unused recovery code (which goes). Checked inside the store's write, so two
 * requests with one code cannot both pass. Answers which it was, or undefined for a wrong code.
 */
export async function useTwoStepCode(
  store: Store,
  memberId: number,
  code: string,
  at: Date,
): Promise<'app' | 'recovery' | undefined> {
  const record = twoStepOf(store, memberId);
  if (!record?.confirmedAt) return undefined;
  const typed = code.replace(/\s/g, '');
  const recovery = normalRecoveryCode(typed) ? recoveryCodeDigest(typed) : undefined;
  let used: 'app' | 'recovery' | undefined;
  try {
    await store.twoStep.update(record.id, (current) => {
      const step = matchTotp({ secret: current.secret, code: typed, at, after: current.lastStep });
      if (step !== undefined) {
        used = 'app';
        return { ...current, lastStep: step };
      }
      if (recovery && current.recoveryCodeHashes.includes(recovery)) {
        used = 'recovery';
        return { ...current, recoveryCodeHashes: current.recoveryCodeHashes.filter((hash) => hash !== recovery) };
      }
      throw new WrongCode();
    });
  } catch (error) {
    // Turned off meanwhile (another tab): no code of it counts any more.
    if (error instanceof WrongCode || error instanceof NotFoundError) return undefined;
    throw error;
  }
  return used;
}

/** The admin's second step goes (turned off, or the admin left): its secret and recovery codes with it. */
export function removeTwoStep(store: Store, memberIds: ReadonlySet<number>): Promise<number> {
  return store.twoStep.removeWhere((record) => memberIds.has(record.memberId));
}
