import { z } from 'zod';
import { BadRequestError, AppError } from '../errors';
import { parseInput } from '../middleware/validate';
import { RateLimit } from '../middleware/rate-limit';
import type { Store } from '../store';
import { credentialOf, findAdminByEmail, setPassword } from './admins';
import { hashPassword, verifyPassword } from './passwords';
import type { Secrets } from './secret';
import { signAdminToken } from './tokens';

export const accountTexts = {
  badLogin: 'Ongeldige e-mail of wachtwoord.',
  tooManyLogins: 'Te veel mislukte aanmeldpogingen. Probeer het over een kwartier opnieuw.',
  wrongOldPassword: 'Het huidige wachtwoord is niet juist.',
  shortPassword: 'Nieuw wachtwoord moet minstens 8 karakters bevatten.',
} as const;

export const minPasswordLength = 8;

const loginSchema = z.object({
  username: z.string({ error: accountTexts.badLogin }).trim().toLowerCase().min(1, accountTexts.badLogin).max(254),
  password: z.string({ error: accountTexts.badLogin }).min(1, accountTexts.badLogin).max(1000),
  recaptchaToken: z.string().max(4000).nullish(),
});

const changePasswordSchema = z.object({
  oldPassword: z.string({ error: accountTexts.wrongOldPassword }).max(1000),
  newPassword: z
    .string({ error: accountTexts.shortPassword })
    .min(minPasswordLength, accountTexts.shortPassword)
    .max(1000),
});

/**
 * A hash to compare against when the username is unknown, so both cases take as long. Made on
 * the first failed login, not at start: scrypt's 16 MB would otherwise stay in the server's memory.
 */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword('no-such-admin-decoy'));

/** Sign-in and the signed-in admin's own account. */
export function accounts(deps: { store: Store; secrets: Secrets }) {
  const { store, secrets } = deps;
  // Failed attempts only: an admin who types well is never slowed down.
  const perIp = new RateLimit({ points: 20, durationSeconds: 15 * 60 }, accountTexts.tooManyLogins);
  const perUsername = new RateLimit({ points: 5, durationSeconds: 15 * 60 }, accountTexts.tooManyLogins);

  return {
    async login(raw: unknown, ip: string): Promise<{ token: string }> {
      const input = parseInput(loginSchema, raw, accountTexts.badLogin);
      // Counted before the password is checked: a burst of parallel guesses would otherwise all
      // pass a "budget left?" check before the first failure is counted. A success gives it back.
      await perIp.hit(ip);
      await perUsername.hit(input.username).catch(async (refusal: unknown) => {
        await perIp.refund(ip); // no password was checked
        throw refusal;
      });
      const member = findAdminByEmail(store, input.username);
      const credential = member ? credentialOf(store, member.id) : undefined;
      const valid = await verifyPassword(input.password, credential?.passwordHash ?? (await decoyHash()));
      if (!member || !credential || !valid) throw new AppError(401, accountTexts.badLogin);
      await perUsername.reset(input.username);
      await perIp.refund(ip);
      return { token: await signAdminToken(secrets.jwt, member.id, credential.tokenVersion) };
    },

    me(memberId: number) {
      const member = store.members.get(memberId)!;
      return { id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email };
    },

    profile(memberId: number) {
      const member = store.members.get(memberId)!;
      const { firstName, lastName, email, phoneNumber } = member;
      return { firstName, lastName, email, phoneNumber };
    },

    /** Checks the old password, stores the new one and answers a fresh token: older ones stop working. */
    async changePassword(memberId: number, raw: unknown): Promise<{ token: string }> {
      const input = parseInput(changePasswordSchema, raw);
      const credential = credentialOf(store, memberId);
      if (!credential || !(await verifyPassword(input.oldPassword, credential.passwordHash))) {
        throw new BadRequestError(accountTexts.wrongOldPassword, { oldPassword: accountTexts.wrongOldPassword });
      }
      await setPassword(store, memberId, input.newPassword);
      const updated = credentialOf(store, memberId)!;
      return { token: await signAdminToken(secrets.jwt, memberId, updated.tokenVersion) };
    },
  };
}
