import {
  accountPayloadTexts,
  changePasswordPayloadSchema,
  loginPayloadSchema,
  twoStepTexts,
  type LoginAnswer,
} from '../contracts';
import { BadRequestError, AppError } from '../errors';
import { parseInput } from '../validation';
import { FailureThrottle, type ThrottleRule } from '../infra/failure-throttle';
import type { AuditLog } from '../infra/audit-log';
import type { Store } from '../store';
import { credentialOf, findAdminByEmail, setPassword } from './admins';
import { hashPassword, verifyPassword } from './passwords';
import { endSession, startSession } from './sessions';
import { clubRequiresTwoStep, hasTwoStep } from './two-step';
import { twoStepSignIn } from './two-step-sign-in';

export const accountTexts = {
  badLogin: accountPayloadTexts.badLogin,
  tooManyLogins: (wait: string) => `Te veel mislukte aanmeldpogingen. Probeer het over ${wait} opnieuw.`,
  tooManyPasswordChecks: (wait: string) =>
    `Te veel keer een verkeerd huidig wachtwoord. Probeer het over ${wait} opnieuw.`,
  wrongOldPassword: accountPayloadTexts.wrongOldPassword,
  shortPassword: accountPayloadTexts.shortPassword,
  passwordChanged: 'Je wachtwoord is gewijzigd. Je bent op je andere toestellen afgemeld.',
} as const;

/**
 * A hash to compare against when the username is unknown, so both cases take as long. Made on
 * the first failed login, not at start: scrypt's 16 MB would otherwise stay in the server's memory.
 */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('no-such-admin-decoy'));

/** After 5 wrong passwords for one account from one address: 15 s, 30 s, 1 min … up to 15 min between tries. */
const perAccountRule: ThrottleRule = {
  free: 5,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
};
/** One address trying many accounts gets the same growing waits after 20 failures. */
const perAddressRule: ThrottleRule = {
  free: 20,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
};

/**
 * Wrong passwords are limited per (address, account) and per address, never per account alone:
 * someone guessing from elsewhere must not be able to lock the real admin out. Only failures
 * count; an admin who types well is never slowed down.
 */
export function passwordGuessLimit(message: (wait: string) => string) {
  const perAccount = new FailureThrottle(perAccountRule, message);
  const perAddress = new FailureThrottle(perAddressRule, message);
  return {
    /** Counted before the password is checked: a burst of parallel guesses cannot all pass first. */
    async attempt(ip: string, account: string): Promise<void> {
      const key = `${ip} ${account}`;
      await perAccount.attempt(key);
      await perAddress.attempt(ip).catch(async (refusal: unknown) => {
        await perAccount.giveBack(key); // no password was checked
        throw refusal;
      });
    },
    async succeeded(ip: string, account: string): Promise<void> {
      await perAccount.forget(`${ip} ${account}`);
      await perAddress.giveBack(ip);
    },
  };
}

/** Sign-in and the signed-in admin's own account. */
export function accounts(deps: { store: Store; now: () => Date; audit: Pick<AuditLog, 'record'> }) {
  const { store, now, audit } = deps;
  const logins = passwordGuessLimit(accountTexts.tooManyLogins);
  const passwordChecks = passwordGuessLimit(accountTexts.tooManyPasswordChecks);
  const secondStep = twoStepSignIn({ ...deps, codeGuesses: passwordGuessLimit(twoStepTexts.tooManyCodes) });

  return {
    /**
     * The password. An admin with two-step verification gets the second step's challenge, and no session
     * yet; one without, while the club requires it, a session that may only enrol.
     */
    async login(raw: unknown, ip: string, userAgent = ''): Promise<LoginAnswer> {
      const input = parseInput(loginPayloadSchema, raw, accountTexts.badLogin);
      await logins.attempt(ip, input.username);
      const member = findAdminByEmail(store, input.username);
      const credential = member ? credentialOf(store, member.id) : undefined;
      const valid = await verifyPassword(input.password, credential?.passwordHash ?? (await decoyHash()));
      if (!member || !credential || !valid) {
        // The admin whose address it was, when it was one; an unknown address is not kept.
        await audit.record({ kind: 'aanmelding-mislukt', action: 'verkeerd wachtwoord', actorId: member?.id ?? null });
        throw new AppError(401, accountTexts.badLogin);
      }
      await logins.succeeded(ip, input.username);
      if (secondStep.applies(member.id)) return secondStep.challenge(member.id);
      const enrolOnly = clubRequiresTwoStep(store);
      const token = await startSession(store, member.id, now(), userAgent, { enrolOnly });
      await audit.record({ kind: 'aanmelding', action: 'aangemeld', actorId: member.id });
      return { token };
    },

    /** POST /api/login/code: the second step's challenge and a code start the session. */
    loginWithCode: secondStep.finish,

    /** This device signs out: its session ends, the admin's other devices stay signed in. */
    async logout(sessionId: number): Promise<void> {
      await endSession(store, sessionId);
      await audit.record({ kind: 'afmelding', action: 'afgemeld' });
    },

    /** Who is signed in, with the role the admin app shows and hides screens by. */
    me(memberId: number) {
      const member = store.members.get(memberId)!;
      const role = credentialOf(store, memberId)!.role;
      // Where the app sends an admin the club requires a second step of, before anything else.
      const twoStep = { enabled: hasTwoStep(store, memberId), required: clubRequiresTwoStep(store) };
      return {
        id: member.id,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        role,
        twoStep,
      };
    },

    profile(memberId: number) {
      const member = store.members.get(memberId)!;
      const { firstName, lastName, email, phoneNumber } = member;
      return { firstName, lastName, email, phoneNumber };
    },

    /**
     * Checks the old password and stores the new one. Every other session of the admin ends; this one,
     * which knew the old password, goes on with its token: the answer carries no secret, so a replayed
     * answer (Idempotency-Key) holds none either.
     */
    async changePassword(
      admin: { memberId: number; sessionId: number },
      raw: unknown,
      ip: string,
    ): Promise<{ message: string }> {
      const input = parseInput(changePasswordPayloadSchema, raw);
      // A stolen session must not become a way to guess the password itself.
      await passwordChecks.attempt(ip, String(admin.memberId));
      const credential = credentialOf(store, admin.memberId);
      if (!credential || !(await verifyPassword(input.oldPassword, credential.passwordHash))) {
        throw new BadRequestError(accountTexts.wrongOldPassword, { oldPassword: accountTexts.wrongOldPassword });
      }
      await passwordChecks.succeeded(ip, String(admin.memberId));
      await setPassword(store, admin.memberId, input.newPassword, { keepSession: admin.sessionId });
      return { message: accountTexts.passwordChanged };
    },
  };
}
