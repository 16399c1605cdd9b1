import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { adminApiPaths, adminRoleTexts, twoStepTexts, type AdminRole, type MemberRecord } from '../contracts';
import { AppError } from '../errors';
import { createRouter } from '../http/router';
import { parseBody } from '../middleware/body';
import { idempotency } from '../middleware/idempotency';
import type { Store } from '../store';
import { withActor } from '../infra/audit-actor';
import { credentialOf } from './admins';
import { findSession, touchSession } from './sessions';

/** What the admin check leaves on ctx.state for the middleware and routes behind it. */
export type AdminState = {
  admin: { memberId: number; member: MemberRecord; sessionId: number; role: AdminRole };
};

export const authTexts = {
  missing: 'Je bent niet aangemeld.',
  invalid: 'Je sessie is verlopen of ongeldig. Meld je opnieuw aan.',
} as const;

/**
 * All that a session which may only enrol (the club requires two-step verification and the admin has
 * none yet) reaches: who is signed in, the name in the header, signing out, and the two-step routes.
 * Exact paths, so another spelling is refused too. Not the password change: a stolen password alone must
 * not become a way to lock the real admin out.
 */
const enrolmentPaths = new Set<string>([
  adminApiPaths.me,
  adminApiPaths.profile,
  adminApiPaths.logout,
  ...Object.values(adminApiPaths.twoStep),
]);

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
    const credential = member ? credentialOf(deps.store, member.id) : undefined;
    if (!session || !member || !credential?.admin) throw unauthorized(authTexts.invalid);
    await touchSession(deps.store, session, now);
    if (session.enrolOnly && !enrolmentPaths.has(ctx.path)) throw new AppError(403, twoStepTexts.enrolFirst);
    ctx.state.admin = { memberId: member.id, member, sessionId: session.id, role: credential.role };
    // Every store write behind this point is the admin's, for the log (server/audit).
    await withActor(member.id, next);
  };
}

/**
 * What runs before every admin route, in this order: the token check, then (per router) the role
 * check, then the body and an Idempotency-Key's replay.
 */
export type AdminGate = { signedIn: Middleware<AdminState>[]; afterRole: Middleware<AdminState>[] };

/**
 * The token check first; only then is the body read (an anonymous caller, or a role the router does not
 * admit, costs no parsing) and an Idempotency-Key replayed. Members' personal data is never kept by an
 * HTTP cache.
 */
export function adminGate(deps: { store: Store; now: () => Date }): AdminGate {
  const noStore: Middleware<AdminState> = (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  };
  return { signedIn: [noStore, requireAdmin(deps)], afterRole: [parseBody(), idempotency(deps)] };
}

/** Refuses a signed-in admin whose role the router does not admit: 403, before the body is read. */
function admitRoles(roles: readonly AdminRole[]): Middleware<AdminState> {
  const admitted = new Set(roles);
  return (ctx, next) => {
    if (!admitted.has(ctx.state.admin.role)) throw new AppError(403, adminRoleTexts.forbidden);
    return next();
  };
}

const routerRoles = new WeakMap<Router<AdminState>, readonly AdminRole[]>();

/**
 * A router for admin routes, for the roles it names: the gate is its first layer, so every route
 * registered on it runs behind the admin and role checks, whatever path it has. The only way to make an
 * admin route.
 */
export function adminRouter(gate: AdminGate, roles: readonly AdminRole[]): Router<AdminState> {
  const router = createRouter<AdminState>();
  router.use(...gate.signedIn, admitRoles(roles), ...gate.afterRole);
  routerRoles.set(router, roles);
  return router;
}

/** For the auth tests: a router made by adminRouter, with its gate still first. */
export function isGatedAdminRouter(router: Router<AdminState>): boolean {
  return routerRoles.has(router) && router.stack[0]?.methods.length === 0;
}

/** For the role matrix: the roles a router made by adminRouter admits. */
export function rolesOfRouter(router: Router<AdminState>): readonly AdminRole[] | undefined {
  return routerRoles.get(router);
}
