import { z } from 'zod';
import type { AdminRole } from '../../../server/contracts/admin-role';
import { adminRoleSchema } from '../../../server/contracts/credential';

/**
 * The signed-in admin's role in localStorage, beside the token, so the screens the role may use are
 * known offline and after a reload. Kept with the member it belongs to: another admin signing in on
 * the same browser never gets the role of the one before.
 */
export const sessionRoleKey = 'houtlandstappers.admin-role';

const storedRoleSchema = z.object({ memberId: z.number().int().positive(), role: adminRoleSchema });

/** The stored role of `memberId`, or null when none is stored for that member (or storage is off). */
export function readStoredRole(memberId: number | undefined, raw: string | null = readRaw()): AdminRole | null {
  if (memberId === undefined || raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = storedRoleSchema.safeParse(value);
  return stored.success && stored.data.memberId === memberId ? stored.data.role : null;
}

/** Stores the role of `memberId`; null (or no member) removes it. */
export function storeRole(memberId: number | undefined, role: AdminRole | null): void {
  try {
    if (memberId !== undefined && role) localStorage.setItem(sessionRoleKey, JSON.stringify({ memberId, role }));
    else localStorage.removeItem(sessionRoleKey);
  } catch {
    // Storage can be off (private mode): the role is then asked again after each reload.
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(sessionRoleKey);
  } catch {
    return null;
  }
}
