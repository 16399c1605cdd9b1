import { forgotPasswordPayloadSchema, passwordResetTexts, type ForgotPasswordAnswer } from '../contracts';
import type { AuditLog } from '../infra/audit-log';
import { FailureThrottle, type ThrottleRule } from '../infra/failure-throttle';
import type { MailQueue } from '../infra/mail';
import { short, withoutAddresses } from '../infra/mail/send-failure';
import { serialQueue } from '../infra/serial-queue';
import type { Logger } from '../logger';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { findAdminByEmail } from './admins';

/**
 * One typed address: 3 requests, then 5 min, 10 min … up to an hour between the next ones. Each one
 * mails a link to a real admin, so someone else's address must not become a way to flood their inbox;
 * meanwhile the last link sent stays valid, so the admin is not kept out by it.
 */
const perAddressRule: ThrottleRule = {
  free: 3,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 5 * 60,
  maxDelaySeconds: 60 * 60,
};
/** One IP trying many addresses: 10 requests, then the login's growing waits from a minute up to 15. */
const perIpRule: ThrottleRule = {
  free: 10,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
};

export type PasswordResetDeps = {
  store: Store;
  log: Logger;
  mail: Pick<MailQueue, 'enqueue'>;
  audit: Pick<AuditLog, 'record'>;
};

/**
 * "Wachtwoord vergeten?" (POST /api/forgot-password). Every request that passes the form's check and
 * the limits gets the same answer, at once: nothing on the way to it depends on whether the address is
 * an administrator's, since the limits count the typed address and only after the answer is out is it
 * looked up. A known admin then gets a mail through the durable queue, composed when it goes
 * (reset-mail.ts), and the request is logged.
 */
export function passwordResets(deps: PasswordResetDeps) {
  const perAddress = new FailureThrottle(perAddressRule, passwordResetTexts.tooMany);
  const perIp = new FailureThrottle(perIpRule, passwordResetTexts.tooMany);
  const inTurn = serialQueue();

  async function mailIfAdmin(email: string): Promise<void> {
    const member = findAdminByEmail(deps.store, email);
    if (!member) return;
    await deps.mail.enqueue([{ kind: 'password-reset', memberId: member.id }]);
    await deps.audit.record({ kind: 'wachtwoord', action: 'wachtwoord vergeten gevraagd', actorId: member.id });
  }

  return {
    /** The answer, or a 400 or 429 that does not depend on the address either; `afterAnswer` does the rest. */
    async request(raw: unknown, ip: string): Promise<{ answer: ForgotPasswordAnswer; afterAnswer: () => void }> {
      const { email } = parseInput(forgotPasswordPayloadSchema, raw);
      // Every request counts, known address or not: a refusal must not tell them apart either.
      await perIp.attempt(ip);
      await perAddress.attempt(email).catch(async (refusal: unknown) => {
        await perIp.giveBack(ip); // no mail was asked for
        throw refusal;
      });
      const afterAnswer = () => {
        inTurn(() => mailIfAdmin(email)).catch((error: unknown) =>
          deps.log.error(
            `Wachtwoord vergeten: de e-mail kon niet klaargezet worden: ${withoutAddresses(short(error))}`,
          ),
        );
      };
      return { answer: { message: passwordResetTexts.sent }, afterAnswer };
    },

    /** Resolves once every request answered so far has been handled (the server's stop; tests). */
    settled: (): Promise<void> => inTurn(async () => undefined),
  };
}

export type PasswordResets = ReturnType<typeof passwordResets>;
