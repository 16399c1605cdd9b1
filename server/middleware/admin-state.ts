import type { MemberRecord } from '../contracts';

/** What the admin check leaves on ctx.state for the middleware and routes behind it. */
export type AdminState = { admin: { memberId: number; member: MemberRecord; sessionId: number } };
