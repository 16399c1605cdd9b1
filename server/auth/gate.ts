import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { MemberRecord } from '../contracts';
import { AppError } from '../errors';
import { createRouter } from '../http/router';
import { parseBody } from '../middleware/body';
import { idempotency } from '../middleware/idempotency';
import type { Store } from '../store';
import { credentialOf } from './admins';
import { findSession, touchSession } from './sessions';

/** What the admin check leaves on ctx.state for the middleware and routes behind it. */
export type AdminState = { admin: { memberId: number; member: MemberRecord; sessionId: number } };

export const authTexts = {
  missing: 'Je bent niet aangemeld.',
  invalid: 'Je sessie is verlopen of ongeldig. Meld je opnieuw aan.',
} as const;

const unauthorized = (message: string) => new AppError(401, message, undefined, { 'WWW-Authenticate': 'Bearer' });

/**
 * A live session (server/auth/sessions.ts) of a member who is an administrator now. Looked up on every
 * request: a sign-out, password change, demotion or deletion ends the sessions it ends at once.
 */
export function requireAdmin(deps: { store: Store; now: () => Date }): Middleware<AdminState> {
  return async (ctx, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization').trim());
    if (!match?.[1]) throw unauthorized(authTexts.missing);
    const now = deps.now();
    const session = findSession(deps.store, match[1], now);
    const member = session ? deps.store.members.get(session.memberId) : undefined;
    if (!session || !member || !credentialOf(deps.store, member.id)?.admin) throw unauthorized(authTexts.invalid);
    await touchSession(deps.store, session, now);
    ctx.state.admin = { memberId: member.id, member, sessionId: session.id };
    await next();
  };
}

/** What runs before every admin route, in this order. */
export type AdminGate = Middleware<AdminState>[];

/**
 * The token check first; only then is the body read (an anonymous caller costs no parsing)
 * and an Idempotency-Key replayed. Members' personal data is never kept by an HTTP cache.
 */
export function adminGate(deps: { store: Store; now: () => Date }): AdminGate {
  const noStore: Middleware<AdminState> = (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  };
  return [noStore, requireAdmin(deps), parseBody(), idempotency(deps)];
}

const gatedRouters = new WeakSet<Router<AdminState>>();

/**
 * A router for admin routes: the gate is its first layer, so every route registered on it runs
 * behind the admin check, whatever path it has. The only way to make an admin route.
 */
export function adminRouter(gate: AdminGate): Router<AdminState> {
  const router = createRouter<AdminState>();
  router.use(...gate);
  gatedRouters.add(router);
  return router;
}

/** For the auth tests: a router made by adminRouter, with its gate still first. */
export function isGatedAdminRouter(router: Router<AdminState>): boolean {
  return gatedRouters.has(router) && router.stack[0]?.methods.length === 0;
}
