import type { Middleware } from 'koa';
import { credentialOf } from '../auth/admins';
import type { Secrets } from '../auth/secret';
import { readAdminToken } from '../auth/tokens';
import type { MemberRecord } from '../contracts';
import { AppError } from '../errors';
import type { Store } from '../store';

export type AdminState = { admin: { memberId: number; member: MemberRecord } };

export const authTexts = {
  missing: 'Je bent niet aangemeld.',
  invalid: 'Je sessie is verlopen of ongeldig. Meld je opnieuw aan.',
} as const;

const unauthorized = (message: string) => new AppError(401, message, undefined, { 'WWW-Authenticate': 'Bearer' });

/**
 * Every /admin/api call: a valid token of a member who is an administrator now, with the
 * current token version (a password change, demotion or deletion revokes older tokens).
 */
export function requireAdmin(deps: { store: Store; secrets: Secrets }): Middleware<AdminState> {
  return async (ctx, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization').trim());
    if (!match?.[1]) throw unauthorized(authTexts.missing);
    const claims = await readAdminToken(deps.secrets.jwt, match[1]);
    const member = claims ? deps.store.members.get(claims.memberId) : undefined;
    const credential = member ? credentialOf(deps.store, member.id) : undefined;
    if (!claims || !member || !credential?.admin || credential.tokenVersion !== claims.tokenVersion) {
      throw unauthorized(authTexts.invalid);
    }
    ctx.state.admin = { memberId: member.id, member };
    await next();
  };
}
