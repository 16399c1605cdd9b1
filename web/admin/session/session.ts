import { create } from 'zustand';
import { adminApiPaths } from '../../../server/contracts/admin-api-paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { readSessionToken, sessionTokenKey } from '../../lib/session-token';
import type { AdminRole } from '../../../server/contracts/admin-role';
import { readStoredRole, sessionRoleKey, storeRole } from './stored-role';

type SessionState = {
  /** The admin's token (SPEC §3 "Session"), mirrored in localStorage so a reload keeps the admin signed in. */
  token: string | null;
  /**
   * What the admin may do (GET /admin/api/me), stored beside the token so it holds offline and after a
   * reload; null until the server said it for this admin. The sidebar and the screens follow it.
   */
  role: AdminRole | null;
  /** Bumped when the server refused a call with 403: the guard asks /admin/api/me again, the role may have changed. */
  roleCheck: number;
  setRole: (role: AdminRole) => void;
  recheckRole: () => void;
  signIn: (token: string) => void;
  /**
   * The admin logs out: the session ends on the server, the token goes, and so do the admin data cached
   * for offline use (a shared laptop).
   */
  signOut: () => void;
  /** A refused or expired token: the token goes, the guard sends the admin to the login; cached data stays. */
  expire: () => void;
};

const signOutListeners = new Set<() => void>();

/** Runs `listener` on an explicit logout (not on a refused token); answers the unsubscribe. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function store(token: string | null) {
  try {
    if (token) localStorage.setItem(sessionTokenKey, token);
    else localStorage.removeItem(sessionTokenKey);
  } catch {
    // Storage can be off (private mode): the session then lasts as long as the tab.
  }
}

const initialToken = readSessionToken();

export const useSession = create<SessionState>((set) => ({
  token: initialToken,
  role: readStoredRole(memberIdOf(initialToken)),
  roleCheck: 0,
  setRole: (role) => {
    storeRole(memberIdOf(useSession.getState().token), role);
    set({ role });
  },
  recheckRole: () => set((state) => ({ roleCheck: state.roleCheck + 1 })),
  signIn: (token) => {
    store(token);
    // The same admin again keeps their role until the server says it; another admin starts without one.
    set({ token, role: readStoredRole(memberIdOf(token)) });
  },
  signOut: () => {
    const { token } = useSession.getState();
    // Ends this device's session on the server as well. Not through mutate(): a sign-out is never
    // queued for later; offline, the session ends by itself after 7 days without use.
    if (token) {
      apiRequest(adminApiPaths.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
    }
    useSession.getState().expire();
    signOutListeners.forEach((listener) => listener());
  },
  expire: () => {
    // Only this tab's token goes: another tab may meanwhile have stored a fresh one (a password change).
    if (readSessionToken() === useSession.getState().token) {
      store(null);
      storeRole(undefined, null);
    }
    set({ token: null, role: null });
  },
}));

// A login, logout or password change in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === sessionTokenKey) {
      useSession.setState({ token: event.newValue, role: readStoredRole(memberIdOf(event.newValue)) });
    }
    if (event.key === sessionRoleKey) {
      useSession.setState({ role: readStoredRole(memberIdOf(useSession.getState().token), event.newValue) });
    }
  });
}

/** The bearer header of SPEC §6 for the current session (empty when there is none). */
export function authorizationHeader(): Record<string, string> {
  const { token } = useSession.getState();
  return { Authorization: token ? `Bearer ${token}` : '' };
}

/**
 * The member a session token belongs to: the id in front of its random part (server/auth/sessions.ts),
 * read as is (the server looks the whole token up). The outbox keeps it with each write, so a write is
 * only replayed under its author.
 */
export function memberIdOf(token: string | null): number | undefined {
  const id = /^([1-9]\d{0,14})\./.exec(token ?? '')?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The signed-in member, from the session's token. */
export function sessionMemberId(): number | undefined {
  return memberIdOf(useSession.getState().token);
}

/**
 * A refused token ends the session, so the guard sends the admin to the login instead of showing errors.
 * A refused role (403) has the guard ask for the role again: it may have changed since it was stored,
 * and the screen then says the role gives no access instead of failing call by call.
 */
export function endSessionOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) useSession.getState().expire();
  if (error instanceof ApiError && error.status === 403) useSession.getState().recheckRole();
  throw error;
}
