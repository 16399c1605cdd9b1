import {
  passwordLinkCodeSchema,
  passwordLinkTexts,
  passwordResetTexts,
  setPasswordPayloadSchema,
  type PasswordLinkCheck,
  type SetPasswordAnswer,
} from '../contracts';
import { AppError } from '../errors';
import type { AuditLog } from '../infra/audit-log';
import { FailureThrottle, type ThrottleRule } from '../infra/failure-throttle';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { setPassword } from './admins';
import { passwordLinkOf } from './password-links';
import { startSession } from './sessions';
import { clubRequiresTwoStep } from './two-step';

/** Wrong codes from one address: 10 free, then 15 s, 30 s … up to 15 min between tries (as logins). */
const wrongCodeRule: ThrottleRule = {
  free: 10,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
};

/**
 * A set-password link (/admin/wachtwoord?code=…), mailed after a promotion or for a forgotten password:
 * whose it is, and choosing the password, which uses the link up.
 */
export function passwordLinks(deps: { store: Store; now: () => Date; audit: Pick<AuditLog, 'record'> }) {
  const { store, now, audit } = deps;
  const wrongCodes = new FailureThrottle(wrongCodeRule, passwordLinkTexts.tooMany);

  /** The valid link of the code; a wrong code counts toward its address's wait. */
  async function admit(candidate: unknown, ip: string) {
    // Counted before the lookup: a burst of parallel guesses cannot all pass first.
    await wrongCodes.attempt(ip);
    const code = passwordLinkCodeSchema.safeParse(candidate);
    const link = code.success ? passwordLinkOf(store, code.data, now()) : undefined;
    if (!link) throw new AppError(404, passwordLinkTexts.invalid);
    await wrongCodes.giveBack(ip);
    return link;
  }

  return {
    /** GET /api/set-password?code=…: the link works; the page greets the admin and shows the address. */
    async check(candidate: unknown, ip: string): Promise<PasswordLinkCheck> {
      const { memberId, purpose } = await admit(candidate, ip);
      const member = store.members.get(memberId)!;
      return { firstName: member.firstName, email: member.email ?? '', purpose };
    },

    /**
     * POST /api/set-password: the password is set and the link used up. A promotion's link signs the new
     * admin in on this device; a reset's does not: whoever holds the mailbox is not yet the admin who
     * also passes a sign-in's other steps, so they sign in with the new password like any other time.
     */
    async choose(raw: unknown, ip: string, userAgent = ''): Promise<SetPasswordAnswer> {
      const input = parseInput(setPasswordPayloadSchema, raw);
      const { memberId, purpose } = await admit(input.code, ip);
      // Ends every session and link of the member, this one included: a second use finds none.
      await setPassword(store, memberId, input.password);
      // A new administrator has no second step yet: where the club requires one, the session may only set it up.
      const enrolOnly = clubRequiresTwoStep(store);
      if (purpose === 'promotion')
        return { token: await startSession(store, memberId, now(), userAgent, { enrolOnly }) };
      await audit.record({ kind: 'wachtwoord', action: 'wachtwoord opnieuw ingesteld via e-mail', actorId: memberId });
      return { message: passwordResetTexts.done };
    },
  };
}
