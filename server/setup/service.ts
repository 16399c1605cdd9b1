import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { adminMemberIds, findMemberByEmail, setPassword } from '../auth/admins';
import { startSession } from '../auth/sessions';
import { setupCodeSchema, setupPayloadSchema, setupTexts, type SettingsData, type SetupCheck } from '../contracts';
import { AppError } from '../errors';
import { FailureThrottle, type ThrottleRule } from '../infra/failure-throttle';
import { serialQueue } from '../infra/serial-queue';
import { neutralSettings, shortNameOf, unnamedClub } from '../settings/defaults';
import type { ClubSettings } from '../settings/service';
import type { Store } from '../store';
import { parseInput } from '../validation';

export type FirstRunSetup = ReturnType<typeof firstRunSetup>;

/** Wrong codes from one address: 10 free, then 15 s, 30 s … up to 15 min between tries (as logins). */
const wrongCodeRule: ThrottleRule = {
  free: 10,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The settings with the club's new name. Texts that are still a new club's own (they name the club)
 * are written again with the new name; texts someone wrote stay as they are, as does everything else.
 */
function renamed(current: SettingsData, name: string): SettingsData {
  const before = neutralSettings(current.club.name).texts;
  const untouched = (Object.keys(before) as (keyof SettingsData['texts'])[]).every(
    (key) => current.texts[key] === before[key],
  );
  return {
    ...current,
    club: { ...current.club, name, shortName: shortNameOf(name) },
    texts: untouched ? neutralSettings(name).texts : current.texts,
  };
}

/**
 * The first start of a real club (SEED=none, no admin yet): a random code, made once per process,
 * that the start prints as a link. While the club has no administrator the link names the club and
 * makes its first admin, once; after that (or once an admin exists some other way) it is refused.
 */
export function firstRunSetup(deps: { store: Store; settings: ClubSettings; now: () => Date }) {
  const { store, settings, now } = deps;
  // 256 bits: far beyond guessing, and the wrong-code throttle makes each guess cost a while.
  const code = randomBytes(32).toString('base64url');
  const codeDigest = digest(code);
  let used = false;
  const oneAtATime = serialQueue();
  const wrongCodes = new FailureThrottle(wrongCodeRule, setupTexts.tooMany);

  const hasAdmin = () => adminMemberIds(store).length > 0;
  const open = () => !used && !hasAdmin();

  /** Refuses a closed setup or a wrong code; a wrong code counts toward its address's wait. */
  async function admit(candidate: unknown, ip: string): Promise<void> {
    if (hasAdmin()) throw new AppError(409, setupTexts.hasAdmin);
    if (used) throw new AppError(403, setupTexts.invalidLink);
    const parsed = setupCodeSchema.safeParse(candidate);
    // Counted before the comparison: a burst of parallel guesses cannot all pass first.
    await wrongCodes.attempt(ip);
    // Digests of equal length, compared in constant time: the answer's timing says nothing of the code.
    if (!parsed.success || !timingSafeEqual(digest(parsed.data), codeDigest)) {
      throw new AppError(403, setupTexts.invalidLink);
    }
    await wrongCodes.giveBack(ip);
  }

  return {
    /** The code for the start's link while the setup is open; undefined once the club has an admin. */
    code: (): string | undefined => (open() ? code : undefined),

    /** GET /api/setup?code=…: whether the link works, and the club's name as it is now. */
    async check(candidate: unknown, ip: string): Promise<SetupCheck> {
      await admit(candidate, ip);
      const name = settings.clubName();
      return { clubName: name === unnamedClub ? '' : name };
    },

    /**
     * POST /api/setup: names the club and makes its first administrator, then answers a token as a
     * login does. One at a time: of two requests with the right code, only the first makes an admin.
     */
    async complete(raw: unknown, ip: string, userAgent = ''): Promise<{ token: string }> {
      const input = parseInput(setupPayloadSchema, raw);
      await admit(input.code, ip);
      return oneAtATime(async () => {
        // Again inside the queue: another request (or the CLI) may have made an admin meanwhile.
        if (!open()) throw new AppError(409, setupTexts.hasAdmin);
        // The name first: should making the admin fail, the link still works for another try.
        await settings.replace(renamed(settings.data(), input.clubName));
        const member =
          findMemberByEmail(store, input.email) ??
          (await store.members.create({
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            role: 'MEMBER',
          }));
        await setPassword(store, member.id, input.password, { admin: true });
        used = true;
        await wrongCodes.forget(ip);
        return { token: await startSession(store, member.id, now(), userAgent) };
      });
    },
  };
}
