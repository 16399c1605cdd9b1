import { z } from 'zod';
import { adminRoleSchema } from './credential';
import type { AdminRole } from './admin-role';

/** GET /admin/api/me: who is signed in, with the role the admin app shows and hides screens by. */
export type AdminMe = {
  id: number;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  role: AdminRole;
  /** Whether the admin has two-step verification, and whether the club requires it (then the app sends them to set it up). */
  twoStep: { enabled: boolean; required: boolean };
};

/** GET /admin/api/admins: an administrator as the Beheerders tab lists them. */
export type AdminSummary = {
  id: number;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  role: AdminRole;
  /** Whether the admin signs in with a second step (an authenticator app). */
  twoStep: boolean;
  /** How many devices are signed in now. */
  sessions: number;
  /** The last use of any of the admin's sessions, as an ISO time; null when none is live. */
  lastSeenAt: string | null;
};

/** PUT /admin/api/admins/:id/role; also the optional body of POST …/members/:id/promote-admin. */
export const adminRolePayloadSchema = z.object({ role: adminRoleSchema });
export type AdminRolePayload = z.infer<typeof adminRolePayloadSchema>;

export const adminAccountTexts = {
  lastBeheerder: 'Er moet altijd minstens één Beheerder zijn. Geef eerst iemand anders de rol Beheerder.',
  notAnAdmin: 'Deze beheerder bestaat niet (meer).',
} as const;

/**
 * GET /admin/api/payments/members: a member as the treasurer sees them: a name, an address to send a
 * payment request to, and the payment; no address, birth date, phone or notes.
 */
export type PaymentMember = {
  id: number;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  active: boolean;
  paid: boolean;
  version: number;
};

/** PUT /admin/api/payments/members/:id: whether the member paid (If-Match: the member's version). */
export const paymentUpdatePayloadSchema = z.object({ paid: z.boolean() });

export const paymentTexts = {
  notFound: 'Dit lid bestaat niet.',
  paidFilter: "De filter 'betaald' moet ja of nee zijn.",
  search: 'De zoekterm moet tekst zijn, hoogstens 100 tekens.',
  versionRequired:
    'Deze wijziging mist de versie waarop ze steunt (If-Match). Laad de leden opnieuw en probeer nog eens.',
} as const;

/** GET /admin/api/payments/members?betaald=ja|nee&zoek=…: both optional; '' leaves a filter out. */
export const paymentListQuerySchema = z.object({
  betaald: z
    .enum(['ja', 'nee', ''], { error: paymentTexts.paidFilter })
    .optional()
    .transform((value) => (value === 'ja' ? true : value === 'nee' ? false : undefined)),
  zoek: z.string({ error: paymentTexts.search }).max(100, { error: paymentTexts.search }).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
