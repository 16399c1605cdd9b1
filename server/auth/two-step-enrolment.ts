import QRCode from 'qrcode';
import {
  twoStepConfirmPayloadSchema,
  twoStepDisablePayloadSchema,
  twoStepTexts,
  type TwoStepConfirmed,
  type TwoStepStart,
  type TwoStepStatus,
} from '../contracts';
import { BadRequestError, ConflictError } from '../errors';
import type { AuditLog } from '../infra/audit-log';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { credentialOf } from './admins';
import { verifyPassword } from './passwords';
import { newRecoveryCodes, recoveryCodeDigest } from './recovery-codes';
import { passwordGuessLimit } from './service';
import { completeEnrolment, limitToEnrolment } from './sessions';
import { groupedSecret, matchTotp, newTotpSecret, otpauthUrl } from './totp';
import { clubRequiresTwoStep, hasTwoStep, removeTwoStep, twoStepOf, useTwoStepCode } from './two-step';

type SignedIn = { memberId: number; sessionId: number };

/** Refuses the first code inside the write: the write is refused alone. */
class NotConfirmed extends Error {}

/**
 * The signed-in admin's own two-step verification: a new secret to scan, the first code that turns it
 * on (and answers the ten recovery codes, once), and turning it off with the password and a code. The
 * answers that carry a secret are never kept for a replay (two-step-routes.ts).
 */
export function twoStepEnrolment(deps: {
  store: Store;
  now: () => Date;
  audit: Pick<AuditLog, 'record'>;
  /** The name the authenticator app shows above the codes: the club's. */
  issuer: () => string;
}) {
  const { store, now, audit } = deps;
  // A stolen session must not become a way to guess the password or the codes.
  const checks = passwordGuessLimit(twoStepTexts.tooManyCodes);

  const wrongCode = () => new BadRequestError(twoStepTexts.wrongCode, { code: twoStepTexts.wrongCode });

  return {
    status(memberId: number): TwoStepStatus {
      const record = twoStepOf(store, memberId);
      return {
        enabled: Boolean(record?.confirmedAt),
        required: clubRequiresTwoStep(store),
        recoveryCodesLeft: record?.confirmedAt ? record.recoveryCodeHashes.length : 0,
      };
    },

    /** A new secret, not yet asked at sign-in: a start that is never confirmed changes nothing. */
    async start({ memberId }: SignedIn): Promise<TwoStepStart> {
      const existing = twoStepOf(store, memberId);
      if (existing?.confirmedAt) throw new ConflictError(twoStepTexts.alreadyOn);
      const secret = newTotpSecret();
      const fresh = { memberId, secret, confirmedAt: null, lastStep: null, recoveryCodeHashes: [] };
      if (existing) await store.twoStep.update(existing.id, () => fresh);
      else await store.twoStep.create(fresh);
      const member = store.members.get(memberId)!;
      const url = otpauthUrl(secret, deps.issuer(), member.email ?? `${member.firstName} ${member.lastName}`);
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return { secret: groupedSecret(secret), otpauthUrl: url, qrDataUrl };
    },

    /** The first code from the app turns the second step on: the ten recovery codes are answered this once. */
    async confirm({ memberId, sessionId }: SignedIn, raw: unknown, ip: string): Promise<TwoStepConfirmed> {
      const input = parseInput(twoStepConfirmPayloadSchema, raw, twoStepTexts.badCode);
      const record = twoStepOf(store, memberId);
      if (!record) throw new ConflictError(twoStepTexts.notStarted);
      if (record.confirmedAt) throw new ConflictError(twoStepTexts.alreadyOn);
      await checks.attempt(ip, String(memberId));
      const recoveryCodes = newRecoveryCodes();
      try {
        await store.twoStep.update(record.id, (current) => {
          const code = input.code.replace(/\s/g, '');
          const step = current.confirmedAt
            ? undefined
            : matchTotp({ secret: current.secret, code, at: now(), after: null });
          if (step === undefined) throw new NotConfirmed();
          return {
            ...current,
            confirmedAt: now().toISOString(),
            lastStep: step,
            recoveryCodeHashes: recoveryCodes.map(recoveryCodeDigest),
          };
        });
      } catch (error) {
        if (error instanceof NotConfirmed) throw wrongCode();
        throw error;
      }
      await checks.succeeded(ip, String(memberId));
      await completeEnrolment(store, memberId, sessionId);
      await audit.record({ kind: 'tweestaps', action: 'aangezet', recordIds: [memberId] });
      return { recoveryCodes };
    },

    /**
     * Off, with the password and a current code (or a recovery code). While the club requires a second
     * step, each of the admin's sessions may then only enrol again (a new phone: off, then on again).
     */
    async disable({ memberId }: SignedIn, raw: unknown, ip: string): Promise<{ message: string }> {
      const input = parseInput(twoStepDisablePayloadSchema, raw);
      if (!hasTwoStep(store, memberId)) throw new ConflictError(twoStepTexts.notOn);
      await checks.attempt(ip, String(memberId));
      const credential = credentialOf(store, memberId);
      if (!credential || !(await verifyPassword(input.password, credential.passwordHash))) {
        throw new BadRequestError(twoStepTexts.wrongPassword, { password: twoStepTexts.wrongPassword });
      }
      const used = await useTwoStepCode(store, memberId, input.code, now());
      if (!used) throw wrongCode();
      await checks.succeeded(ip, String(memberId));
      await removeTwoStep(store, new Set([memberId]));
      if (used === 'recovery')
        await audit.record({ kind: 'tweestaps', action: 'herstelcode gebruikt', recordIds: [memberId] });
      await audit.record({ kind: 'tweestaps', action: 'uitgezet', recordIds: [memberId] });
      if (clubRequiresTwoStep(store)) await limitToEnrolment(store, memberId);
      return { message: twoStepTexts.disabled };
    },
  };
}
