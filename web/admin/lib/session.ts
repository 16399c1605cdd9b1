import { create } from 'zustand';
import { readSessionToken, sessionTokenKey } from '../../lib/session-token';

type SessionState = {
  /** The admin's token (SPEC §3 "Session"), mirrored in localStorage so a reload keeps the admin signed in. */
  token: string | null;
  signIn: (token: string) => void;
  /** Logout, a refused token or an expired one: the token goes, the guard sends the admin to the login. */
  signOut: () => void;
};

function store(token: string | null) {
  try {
    if (token) localStorage.setItem(sessionTokenKey, token);
    else localStorage.removeItem(sessionTokenKey);
  } catch {
    // Storage can be off (private mode): the session then lasts as long as the tab.
  }
}

export const useSession = create<SessionState>((set) => ({
  token: readSessionToken(),
  signIn: (token) => {
    store(token);
    set({ token });
  },
  signOut: () => {
    // Only this tab's token goes: another tab may meanwhile have stored a fresh one (a password change).
    if (readSessionToken() === useSession.getState().token) store(null);
    set({ token: null });
  },
}));

// A login, logout or password change in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === sessionTokenKey) useSession.setState({ token: event.newValue });
  });
}

/** The bearer header of SPEC §6 for the current session (empty when there is none). */
export function authorizationHeader(): Record<string, string> {
  const { token } = useSession.getState();
  return { Authorization: token ? `Bearer ${token}` : '' };
}
