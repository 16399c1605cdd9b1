import {
  passwordLinkCodeSchema,
  passwordLinkTexts,
  setPasswordPayloadSchema,
  type PasswordLinkCheck,
} from '../contracts';
import { AppError } from '../errors';
import { FailureThrottle, type ThrottleRule } from '../infra/failure-throttle';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { setPassword } from './admins';
import { memberOfPasswordLink } from './password-links';
import { startSession } from './sessions';

/** Wrong codes from one address: 10 free, then 15 s, 30 s … up to 15 min between tries (as logins). */
const wrongCodeRule: ThrottleRule = {
  free: 10,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
};

/**
 * A promoted administrator's set-password link (/admin/wachtwoord?code=…): whose it is, and choosing
 * the password, which uses the link up and signs them in.
 */
export function passwordLinks(deps: { store: Store; now: () => Date }) {
  const { store, now } = deps;
  const wrongCodes = new FailureThrottle(wrongCodeRule, passwordLinkTexts.tooMany);

  /** The member of a valid link; a wrong code counts toward its address's wait. */
  async function admit(candidate: unknown, ip: string): Promise<number> {
    // Counted before the lookup: a burst of parallel guesses cannot all pass first.
    await wrongCodes.attempt(ip);
    const code = passwordLinkCodeSchema.safeParse(candidate);
    const memberId = code.success ? memberOfPasswordLink(store, code.data, now()) : undefined;
    if (memberId === undefined) throw new AppError(404, passwordLinkTexts.invalid);
    await wrongCodes.giveBack(ip);
    return memberId;
  }

  return {
    /** GET /api/set-password?code=…: the link works; the page greets the admin and shows the address. */
    async check(candidate: unknown, ip: string): Promise<PasswordLinkCheck> {
      const member = store.members.get(await admit(candidate, ip))!;
      return { firstName: member.firstName, email: member.email ?? '' };
    },

    /** POST /api/set-password: the password is set, the link used up, and the admin signed in on this device. */
    async choose(raw: unknown, ip: string): Promise<{ token: string }> {
      const input = parseInput(setPasswordPayloadSchema, raw);
      const memberId = await admit(input.code, ip);
      // Ends the member's other sessions and links, this one included: a second use finds none.
      await setPassword(store, memberId, input.password);
      return { token: await startSession(store, memberId, now()) };
    },
  };
}
