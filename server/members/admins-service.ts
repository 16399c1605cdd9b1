import { adminMemberIds, credentialOf, isLastBeheerder, oneAdminChangeAtATime, setPassword } from '../auth/admins';
import { generatePassword } from '../auth/passwords';
import { endSessionsOf } from '../auth/sessions';
import {
  adminAccountTexts,
  adminRoleLabels,
  adminRolePayloadSchema,
  type AdminRole,
  type AdminSummary,
  type MemberRecord,
} from '../contracts';
import { ConflictError, NotFoundError } from '../errors';
import type { AuditLog } from '../infra/audit-log';
import type { Store } from '../store';
import { parseInput } from '../validation';
import { memberTexts } from './admin-service';
import { hasTwoStep } from '../auth/two-step';

export type AdministratorsDeps = {
  store: Store;
  now: () => Date;
  audit: Pick<AuditLog, 'record'>;
  /** Sends the new administrator their link to choose a password. */
  onPromoted: (member: MemberRecord) => Promise<void>;
};

/** The promotion's optional body: without a role (the spec's own client sends none), a beheerder. */
const promotionSchema = adminRolePayloadSchema.partial();

const collator = new Intl.Collator('nl', { sensitivity: 'base' });

/**
 * The administrators and their roles (the Beheerders tab): who they are, promotion and demotion, another
 * role, and signing all of one admin's devices out. Every change that depends on who the beheerders are
 * runs in the one queue of admin changes (server/auth/admins.ts), with deleting and forgetting a member.
 */
export function administrators({ store, now, audit, onPromoted }: AdministratorsDeps) {
  const exclusive = <T>(work: () => Promise<T>) => oneAdminChangeAtATime(store, work);

  const memberOf = (id: number) => {
    const member = store.members.get(id);
    if (!member) throw new NotFoundError(memberTexts.notFound);
    return member;
  };

  /** A current administrator and their credential; anyone else is no administrator (404). */
  const adminOf = (id: number) => {
    const member = store.members.get(id);
    const credential = credentialOf(store, id);
    if (!member || !credential?.admin) throw new NotFoundError(adminAccountTexts.notAnAdmin);
    return { member, role: credential.role };
  };

  const summaryOf = (member: MemberRecord, role: AdminRole): AdminSummary => {
    const at = now().getTime();
    const live = store.sessions.filter(
      (session) => session.memberId === member.id && Date.parse(session.expiresAt) > at,
    );
    const lastSeen = live.reduce<string | null>(
      (latest, session) => (latest === null || session.lastUsedAt > latest ? session.lastUsedAt : latest),
      null,
    );
    return {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email ?? undefined,
      role,
      twoStep: hasTwoStep(store, member.id),
      sessions: live.length,
      lastSeenAt: lastSeen,
    };
  };

  return {
    /** GET /admin/api/members/admins (SPEC §7): the ids of the administrators. */
    ids: () => adminMemberIds(store),

    /** GET /admin/api/admins: every administrator, by name. */
    list(): AdminSummary[] {
      return adminMemberIds(store)
        .map((id) => adminOf(id))
        .sort(
          (a, b) =>
            collator.compare(a.member.lastName, b.member.lastName) ||
            collator.compare(a.member.firstName, b.member.firstName) ||
            a.member.id - b.member.id,
        )
        .map(({ member, role }) => summaryOf(member, role));
    },

    promote: (id: number, raw: unknown) =>
      exclusive(async () => {
        const { role = 'beheerder' } = parseInput(promotionSchema, raw ?? {});
        const member = memberOf(id);
        // Already an admin: nothing to do. A new password would end their sessions and make the mailed
        // link useless, for a second click or a retried request. Another role is the role route's work.
        const current = credentialOf(store, id);
        if (current?.admin) return { id, admin: true, role: current.role };
        if (!member.email) throw new ConflictError(memberTexts.noEmail);
        const email = member.email.toLowerCase();
        const clash = adminMemberIds(store).some(
          (adminId) => adminId !== id && store.members.get(adminId)?.email?.toLowerCase() === email,
        );
        if (clash) throw new ConflictError(memberTexts.emailTaken);
        // A password nobody knows: the new admin chooses their own through the link in the mail.
        await setPassword(store, id, generatePassword(), { admin: true, role });
        await audit.record({ kind: 'rol', action: promotedAction(role), recordIds: [id] });
        await onPromoted(member);
        return { id, admin: true, role };
      }),

    demote: (id: number) =>
      exclusive(async () => {
        memberOf(id);
        if (!credentialOf(store, id)?.admin) return { id, admin: false };
        if (isLastBeheerder(store, id)) throw new ConflictError(adminAccountTexts.lastBeheerder);
        // A new random password that nobody learns: every session ends now.
        await setPassword(store, id, generatePassword(), { admin: false });
        await audit.record({ kind: 'rol', action: 'beheerdersrechten ingetrokken', recordIds: [id] });
        return { id, admin: false };
      }),

    /** PUT /admin/api/admins/:id/role: the role holds from the admin's next request, on every device. */
    setRole: (id: number, raw: unknown) =>
      exclusive(async (): Promise<AdminSummary> => {
        const { role } = parseInput(adminRolePayloadSchema, raw);
        const admin = adminOf(id);
        if (admin.role === role) return summaryOf(admin.member, role);
        if (isLastBeheerder(store, id)) throw new ConflictError(adminAccountTexts.lastBeheerder);
        await store.credentials.updateWhere(
          (credential) => credential.memberId === id,
          (credential) => ({ ...credential, role }),
        );
        await audit.record({ kind: 'rol', action: `rol gewijzigd naar ${adminRoleLabels[role]}`, recordIds: [id] });
        return summaryOf(admin.member, role);
      }),

    /** DELETE /admin/api/admins/:id/sessions: every device of that admin is signed out; answers how many. */
    async endSessions(id: number): Promise<{ ended: number }> {
      adminOf(id);
      const ended = await endSessionsOf(store, id);
      await audit.record({ kind: 'afmelding', action: 'alle sessies beëindigd', recordIds: [id] });
      return { ended };
    },
  };
}

/** The log's words for a promotion; the role when it is not the default one. */
const promotedAction = (role: AdminRole) =>
  role === 'beheerder' ? 'beheerder gemaakt' : `beheerder gemaakt met de rol ${adminRoleLabels[role]}`;
