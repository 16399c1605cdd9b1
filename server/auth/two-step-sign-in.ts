import { loginCodePayloadSchema, twoStepTexts } from '../contracts';
import { AppError } from '../errors';
import type { AuditLog } from '../infra/audit-log';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { credentialOf } from './admins';
import { digestOf, randomSecret, startSession } from './sessions';
import { hasTwoStep, useTwoStepCode } from './two-step';

/** How long the second step may wait for its code after the right password. */
const challengeMs = 5 * 60 * 1000;

type Challenge = { memberId: number; expiresAt: number };

/** Wrong codes limited as wrong passwords are (server/auth/service.ts passwordGuessLimit). */
type GuessLimit = {
  attempt: (ip: string, account: string) => Promise<void>;
  succeeded: (ip: string, account: string) => Promise<void>;
};

/**
 * The second step of a sign-in: after the right password, an admin with two-step verification gets a
 * challenge instead of a session; the challenge and a code then start the session. A challenge is 256
 * random bits, kept only as a digest and only in memory (a restart asks for the password again), bound
 * to the admin and valid for 5 minutes. Wrong codes are limited as wrong passwords are (per address and
 * account, and per address) and are failed sign-ins in the log.
 */
export function twoStepSignIn(deps: {
  store: Store;
  now: () => Date;
  audit: Pick<AuditLog, 'record'>;
  codeGuesses: GuessLimit;
}) {
  const { store, now, audit, codeGuesses } = deps;
  const challenges = new Map<string, Challenge>();

  const forgetExpired = (at: number) => {
    for (const [digest, challenge] of challenges) if (challenge.expiresAt <= at) challenges.delete(digest);
  };

  /** The admin of a live challenge: undefined when unknown, used, expired, or its admin no longer one. */
  const challengeOf = (digest: string): number | undefined => {
    const challenge = challenges.get(digest);
    const live = challenge && challenge.expiresAt > now().getTime();
    if (!live || !credentialOf(store, challenge.memberId)?.admin || !hasTwoStep(store, challenge.memberId)) {
      return undefined;
    }
    return challenge.memberId;
  };

  return {
    /** Whether this admin's sign-in has a second step. */
    applies: (memberId: number) => hasTwoStep(store, memberId),

    /** The right password was given: the challenge the second step answers with its code. */
    challenge(memberId: number): { twoStep: true; challenge: string } {
      const at = now().getTime();
      forgetExpired(at);
      const challenge = randomSecret();
      challenges.set(digestOf(challenge), { memberId, expiresAt: at + challengeMs });
      return { twoStep: true, challenge };
    },

    /** POST /api/login/code: a right code (once) or an unused recovery code starts the session. */
    async finish(raw: unknown, ip: string, userAgent = ''): Promise<{ token: string }> {
      const input = parseInput(loginCodePayloadSchema, raw, twoStepTexts.wrongCode);
      const digest = digestOf(input.challenge);
      const memberId = challengeOf(digest);
      // Counted before anything is checked, a made-up challenge too: guessing one is throttled as a code is.
      const account = memberId === undefined ? 'geen-uitdaging' : String(memberId);
      await codeGuesses.attempt(ip, account);
      if (memberId === undefined) throw new AppError(401, twoStepTexts.expired);
      const used = await useTwoStepCode(store, memberId, input.code, now());
      if (!used) {
        await audit.record({ kind: 'aanmelding-mislukt', action: 'verkeerde code', actorId: memberId });
        throw new AppError(401, twoStepTexts.wrongCode);
      }
      await codeGuesses.succeeded(ip, account);
      challenges.delete(digest);
      if (used === 'recovery') {
        await audit.record({ kind: 'tweestaps', action: 'herstelcode gebruikt', actorId: memberId });
      }
      const token = await startSession(store, memberId, now(), userAgent);
      await audit.record({ kind: 'aanmelding', action: 'aangemeld', actorId: memberId });
      return { token };
    },
  };
}
