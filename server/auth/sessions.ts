import { createHash, randomBytes } from 'node:crypto';
import type { SessionData } from '../contracts';
import type { Store, Stored } from '../store';

export type Session = Stored<SessionData>;

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * A session ends after 7 days without use, and 30 days after the sign-in whatever happens. Its last use
 * is written down at most every 5 minutes: an admin's every click must not be a durable write.
 */
export const sessionRules = { idleMs: 7 * day, maxAgeMs: 30 * day, touchEveryMs: 5 * minute } as const;

/**
 * `<memberId>.<43 characters>`: 256 random bits, with the member's id in front so the admin app knows
 * whose outbox is whose without asking. The id proves nothing: the server looks the whole token up.
 */
const tokenPattern = /^[1-9]\d{0,14}\.[\w-]{43}$/;

/** What the store keeps of a token or a code: its SHA-256 (the secret has 256 random bits; no slow hash needed). */
export const digestOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** 256 random bits as base64url: tokens and set-password codes. */
export const randomSecret = () => randomBytes(32).toString('base64url');

function expiryOf(createdAt: number, lastUsedAt: number): string {
  return new Date(Math.min(lastUsedAt + sessionRules.idleMs, createdAt + sessionRules.maxAgeMs)).toISOString();
}

/**
 * A new session for the member; answers its token, which the server keeps only as a digest. `userAgent`:
 * how the browser named itself, for the admin's list of sign-ins. `enrolOnly`: a session that may only
 * set up two-step verification (server/auth/gate.ts).
 */
export async function startSession(
  store: Store,
  memberId: number,
  now: Date,
  userAgent?: string,
  options: { enrolOnly?: boolean } = {},
): Promise<string> {
  const token = `${memberId}.${randomSecret()}`;
  const at = now.getTime();
  // Sessions that ended meanwhile go with each sign-in: the file stays as small as the signed-in devices.
  await store.sessions.removeWhere((session) => Date.parse(session.expiresAt) <= at);
  await store.sessions.create({
    memberId,
    tokenHash: digestOf(token),
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt: expiryOf(at, at),
    ...(userAgent ? { userAgent: userAgent.slice(0, 300) } : {}),
    ...(options.enrolOnly ? { enrolOnly: true as const } : {}),
  });
  return token;
}

/**
 * The live session of this token, or undefined (malformed, unknown, ended or expired). The digest is of
 * the whole token, the member's id in front included, so another id in front is another token.
 */
export function findSession(store: Store, token: string, now: Date): Session | undefined {
  if (!tokenPattern.test(token)) return undefined;
  const hash = digestOf(token);
  const session = store.sessions.find((candidate) => candidate.tokenHash === hash);
  return session && Date.parse(session.expiresAt) > now.getTime() ? session : undefined;
}

/** Writes down that the session was used now (moving its idle expiry), at most every few minutes. */
export async function touchSession(store: Store, session: Session, now: Date): Promise<void> {
  const at = now.getTime();
  if (at - Date.parse(session.lastUsedAt) < sessionRules.touchEveryMs) return;
  await store.sessions
    .update(session.id, (current) => ({
      ...current,
      lastUsedAt: now.toISOString(),
      expiresAt: expiryOf(Date.parse(current.createdAt), at),
    }))
    // Ended meanwhile (a sign-out in another tab): the request that used it was admitted before.
    .catch((error: unknown) => {
      if (store.sessions.get(session.id)) throw error;
    });
}

/** Signs one device out. */
export async function endSession(store: Store, sessionId: number): Promise<void> {
  await store.sessions.removeWhere((session) => session.id === sessionId);
}

/** Ends every session of the member (a password change keeps the one that made it); answers how many ended. */
export function endSessionsOf(store: Store, memberId: number, except?: number): Promise<number> {
  return store.sessions.removeWhere((session) => session.memberId === memberId && session.id !== except);
}

/**
 * The admin confirmed a second step in session `sessionId`, which is now a whole one. Their other
 * sessions that may only enrol end: they were signed in with the password alone.
 */
export async function completeEnrolment(store: Store, memberId: number, sessionId: number): Promise<void> {
  await store.sessions.updateWhere(
    (session) => session.id === sessionId && session.enrolOnly === true,
    (session) => ({ ...session, enrolOnly: undefined }),
  );
  await store.sessions.removeWhere(
    (session) => session.memberId === memberId && session.enrolOnly === true && session.id !== sessionId,
  );
}

/** The admin turned the second step off while the club requires one: each of their sessions may only enrol again. */
export async function limitToEnrolment(store: Store, memberId: number): Promise<void> {
  await store.sessions.updateWhere(
    (session) => session.memberId === memberId && session.enrolOnly !== true,
    (session) => ({ ...session, enrolOnly: true as const }),
  );
}
