import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoleTexts } from '../../server/contracts/admin-role';
import { adminScreens } from '../../server/contracts/admin-paths';
import { ApiError } from '../../web/lib/api-client';

/** The browser's localStorage, as far as the admin app uses it (Node 20 has none). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

vi.stubGlobal('localStorage', new MemoryStorage());
const { readStoredRole, sessionRoleKey } = await import('../../web/admin/session/stored-role');
const { endSessionOn401, useSession } = await import('../../web/admin/session/session');
const { mayOpen } = await import('../../web/admin/session/may-open');
const { failureText } = await import('../../web/admin/lib/failure-text');

describe("the admin's role, kept with the session", () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    useSession.setState({ token: null, role: null, roleCheck: 0 });
  });

  it('is stored for the admin it belongs to, and read back only for them', () => {
    useSession.getState().signIn('7.aaaa');
    useSession.getState().setRole('redactie');
    expect(JSON.parse(localStorage.getItem(sessionRoleKey) ?? 'null')).toEqual({ memberId: 7, role: 'redactie' });
    expect(readStoredRole(7)).toBe('redactie');
    expect(readStoredRole(8)).toBeNull();
    expect(readStoredRole(7, '{"memberId":7,"role":"koning"}')).toBeNull();
    expect(readStoredRole(7, 'geen json')).toBeNull();
    expect(readStoredRole(undefined)).toBeNull();
  });

  it('holds for the same admin signing in again, never for another admin', () => {
    useSession.getState().signIn('7.aaaa');
    useSession.getState().setRole('penningmeester');
    useSession.getState().signIn('8.bbbb');
    expect(useSession.getState().role).toBeNull();
    useSession.getState().signIn('7.cccc');
    expect(useSession.getState().role).toBe('penningmeester');
  });

  it('goes with the token', () => {
    useSession.getState().signIn('7.aaaa');
    useSession.getState().setRole('secretariaat');
    useSession.getState().expire();
    expect(useSession.getState().role).toBeNull();
    expect(localStorage.getItem(sessionRoleKey)).toBeNull();
  });

  it('is asked again after a 403, and a 401 still ends the session', () => {
    useSession.getState().signIn('7.aaaa');
    expect(() => endSessionOn401(new ApiError(403, adminRoleTexts.forbidden))).toThrow(ApiError);
    expect(useSession.getState().roleCheck).toBe(1);
    expect(useSession.getState().token).toBe('7.aaaa');
    expect(() => endSessionOn401(new ApiError(401, 'Meld je opnieuw aan.'))).toThrow(ApiError);
    expect(useSession.getState().roleCheck).toBe(1);
    expect(useSession.getState().token).toBeNull();
  });
});

describe('the screens a role may open', () => {
  it("follow the screens' roles; one without roles is every admin's", () => {
    expect(mayOpen(adminScreens.members, 'secretariaat')).toBe(true);
    expect(mayOpen(adminScreens.members, 'redactie')).toBe(false);
    expect(mayOpen(adminScreens.payments, 'penningmeester')).toBe(true);
    expect(mayOpen(adminScreens.settings, 'secretariaat')).toBe(false);
    expect(mayOpen(adminScreens.newsletter, 'redactie')).toBe(true);
    expect(mayOpen(adminScreens.dashboard, 'penningmeester')).toBe(true);
  });

  it('while the role is not known yet: only what every admin may', () => {
    expect(mayOpen(adminScreens.dashboard, null)).toBe(true);
    expect(mayOpen(adminScreens.walks, null)).toBe(false);
  });
});

describe('a refused role on screen', () => {
  it('says the role gives no access and who can help, not that loading failed', () => {
    expect(failureText('Kon leden niet laden', new ApiError(403, adminRoleTexts.forbidden))).toBe(
      `${adminRoleTexts.forbidden} Vraag een Beheerder als je dit nodig hebt.`,
    );
    expect(failureText('Kon leden niet laden', new ApiError(403, ''))).toBe(
      `${adminRoleTexts.forbidden} Vraag een Beheerder als je dit nodig hebt.`,
    );
    expect(failureText('Opslaan mislukt', new ApiError(409, 'Iemand anders wijzigde dit.'))).toBe(
      'Opslaan mislukt: Iemand anders wijzigde dit.',
    );
  });
});
