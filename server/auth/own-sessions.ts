import { adminSessionTexts, type AdminSessionSummary, type EndedSessions } from '../contracts';
import { NotFoundError } from '../errors';
import type { AuditLog } from '../infra/audit-log';
import type { Store } from '../store';
import { deviceLabel } from './device-label';
import { endSession, type Session } from './sessions';

/** Whose session asks: the gate's ctx.state.admin. */
type Asker = { memberId: number; sessionId: number };

/**
 * The signed-in admin's own devices ("Aangemeld op"): which they are, and signing one or all others
 * out. Only the admin's own: another admin's session is as unknown as one that never was.
 */
export function ownSessions(deps: { store: Store; now: () => Date; audit: Pick<AuditLog, 'record'> }) {
  const { store, now, audit } = deps;

  /** The admin's sessions that still sign in now (an expired one waits for the next sign-in to be removed). */
  const liveOf = (memberId: number): Session[] => {
    const at = now().getTime();
    return store.sessions.all().filter((s) => s.memberId === memberId && Date.parse(s.expiresAt) > at);
  };

  return {
    list(asker: Asker): AdminSessionSummary[] {
      return liveOf(asker.memberId)
        .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || b.id - a.id)
        .map((session) => ({
          id: session.id,
          device: deviceLabel(session.userAgent),
          firstUsedAt: session.createdAt,
          lastUsedAt: session.lastUsedAt,
          current: session.id === asker.sessionId,
        }));
    },

    /** Signs one of the admin's devices out (this one too, if asked: that is a sign-out). */
    async end(asker: Asker, sessionId: number): Promise<void> {
      if (!liveOf(asker.memberId).some((session) => session.id === sessionId)) {
        throw new NotFoundError(adminSessionTexts.notFound);
      }
      await endSession(store, sessionId);
      const which = sessionId === asker.sessionId ? 'dit toestel' : 'een ander toestel';
      await audit.record({ kind: 'afmelding', action: `${which} afgemeld` });
    },

    /** Signs every other device of the admin out; this one stays. */
    async endOthers(asker: Asker): Promise<EndedSessions> {
      // Only live ones count: an expired session signed nobody in (the next sign-in clears it away).
      const others = new Set(liveOf(asker.memberId).map((session) => session.id));
      others.delete(asker.sessionId);
      const ended = await store.sessions.removeWhere((session) => others.has(session.id));
      if (ended > 0) {
        const action = ended === 1 ? '1 ander toestel afgemeld' : `${ended} andere toestellen afgemeld`;
        await audit.record({ kind: 'afmelding', action });
      }
      return { ended };
    },
  };
}
